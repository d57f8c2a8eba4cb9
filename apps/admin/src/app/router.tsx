import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { screens, type ScreenKey } from '../config/nav';
import { paths } from '../config/paths';
import { RequireAdmin } from './layouts/require-admin';

type RouteModule = () => Promise<{ default: ComponentType }>;

const placeholder: RouteModule = () => import('./routes/placeholder');

/**
 * Each screen of config/nav.ts and the lazy module that draws it: a screen that is missing
 * here does not compile. Screens that later issues build show the placeholder until then.
 */
const modules: Record<ScreenKey, RouteModule> = {
  dashboard: () => import('./routes/dashboard'),
  categories: placeholder,
  categoryEdit: placeholder,
  products: placeholder,
  productEdit: placeholder,
  productLinks: placeholder,
  productSort: placeholder,
  productSortCategory: placeholder,
  productFilters: placeholder,
  productFiltersCategory: placeholder,
  orders: placeholder,
  orderView: placeholder,
  users: placeholder,
  userEdit: placeholder,
  news: placeholder,
  newsEdit: placeholder,
  stores: placeholder,
  storeEdit: placeholder,
  storePromotions: placeholder,
  bartenders: placeholder,
  bartenderEdit: placeholder,
  cities: placeholder,
  cityEdit: placeholder,
  slider: placeholder,
  push: placeholder,
};

export type ScreenHandle = { title: string };

const lazyComponent = (load: RouteModule) => async () => ({ Component: (await load()).default });

const screenRoutes: RouteObject[] = (Object.keys(screens) as ScreenKey[]).map((key) => ({
  path: screens[key].path,
  handle: { title: screens[key].title } satisfies ScreenHandle,
  lazy: lazyComponent(modules[key]),
}));

export const routes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate to={paths.dashboard.href()} replace /> },
  { path: paths.login.path, lazy: lazyComponent(() => import('./routes/login')) },
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: lazyComponent(() => import('./layouts/admin-layout')),
        children: [
          ...screenRoutes,
          { path: '*', lazy: lazyComponent(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
