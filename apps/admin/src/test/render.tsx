import { AlertsProvider, createAlertStore } from '@shop/ui/alerts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** Shows the current URL so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders routes inside the app's real providers (query client with alerts, router). */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const alerts = createAlertStore();
  const queryClient = createQueryClient(alerts);
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { ...view, alerts, queryClient, router };
}
