import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { screens, type ScreenKey } from '../config/nav';
import { shellMessages } from '../config/messages/shell';
import { paths } from '../config/paths';
import { loadChunk } from './chunk-reload';
import { startFirstReads, type FirstReads } from './first-reads';
import { RequireAdmin } from './layouts/require-admin';
import { ProblemPage } from './problem-panel';
import { RouteError } from './route-error';
import type { ScreenHandle } from './screen-handle';

type RouteModule = () => Promise<{ default: ComponentType; firstReads?: FirstReads }>;

// A screen of config/nav.ts missing here does not compile.
const modules: Record<ScreenKey, RouteModule> = {
  dashboard: () => import('./routes/dashboard'),
  categories: () => import('./routes/categories'),
  categoryEdit: () => import('./routes/category-edit'),
  products: () => import('./routes/products'),
  productEdit: () => import('./routes/product-edit'),
  productLinks: () => import('./routes/product-links'),
  productSort: () => import('./routes/product-sort'),
  productSortCategory: () => import('./routes/product-sort-category'),
  productFilters: () => import('./routes/product-filters'),
  productFiltersCategory: () => import('./routes/product-filters-category'),
  orders: () => import('./routes/orders'),
  orderView: () => import('./routes/order-view'),
  users: () => import('./routes/users'),
  userEdit: () => import('./routes/user-edit'),
  news: () => import('./routes/news'),
  newsEdit: () => import('./routes/news-edit'),
  stores: () => import('./routes/stores'),
  storeEdit: () => import('./routes/store-edit'),
  storePromotions: () => import('./routes/store-promotions'),
  bartenders: () => import('./routes/bartenders'),
  bartenderEdit: () => import('./routes/bartender-edit'),
  cities: () => import('./routes/cities'),
  cityEdit: () => import('./routes/city-edit'),
  slider: () => import('./routes/slider'),
  push: () => import('./routes/push'),
};

const lazyComponent = (load: RouteModule) => async () => ({
  Component: (await loadChunk(load)).default,
});

const screenRoutes: RouteObject[] = (Object.keys(screens) as ScreenKey[]).map((key) => ({
  path: screens[key].path,
  handle: { title: screens[key].title } satisfies ScreenHandle,
  lazy: lazyComponent(modules[key]),
  ...(screens[key].path.includes(':id') && {
    // Beside the module's load by `lazy`, not after it; not awaited: the screen renders as
    // before and finds its reads under way or done. A module that fails is `lazy`'s to report.
    loader: ({ params }: LoaderFunctionArgs) => {
      modules[key]().then(
        (module) => startFirstReads(module.firstReads, params.id),
        () => undefined,
      );
      return null;
    },
    // Another record, not a change of the URL's query, is another first read.
    shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
      currentParams.id !== nextParams.id,
  }),
}));

const screenPaths = (Object.keys(screens) as ScreenKey[]).map((key) => ({
  id: key,
  path: screens[key].path,
}));
const preloaded = new Set<ScreenKey>();

/** A failure is left to the navigation, which reports a stale build. */
export function preloadScreen(pathname: string): void {
  const key = matchRoutes(screenPaths, pathname)?.at(-1)?.route.id as ScreenKey | undefined;
  if (key === undefined || preloaded.has(key)) return;
  preloaded.add(key);
  modules[key]().catch(() => preloaded.delete(key));
}

function FirstLoad() {
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      {shellMessages.app.loading}
    </p>
  );
}

const appRoutes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate to={paths.dashboard.href()} replace /> },
  { path: paths.login.path, lazy: lazyComponent(() => import('./routes/login')) },
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: lazyComponent(() => import('./layouts/admin-layout')),
        children: [
          {
            // A screen's error shows in the shell's content area: the menu stays usable.
            errorElement: <RouteError />,
            children: [
              ...screenRoutes,
              { path: '*', lazy: lazyComponent(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
    ],
  },
];

/** The root's error element catches what fails outside the shell (the shell itself, sign-in). */
export const routes: RouteObject[] = [
  {
    HydrateFallback: FirstLoad,
    errorElement: (
      <ProblemPage>
        <RouteError />
      </ProblemPage>
    ),
    children: appRoutes,
  },
];

export const router = createBrowserRouter(routes);
