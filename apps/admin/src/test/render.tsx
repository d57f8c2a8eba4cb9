import { AlertsProvider, createAlertStore } from '@shop/ui/alerts';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiTextsProvider } from '@shop/ui/ui-texts';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { messages } from '../config/messages';
import { createQueryClient } from '../lib/query-client';

/** The kit's texts as the admin layout hands them over. */
function KitTexts({ children }: { children: ReactNode }) {
  return <UiTextsProvider texts={messages.kit}>{children}</UiTextsProvider>;
}

/** Testing Library's render with the kit's texts: for a part drawn without its screen. */
export function renderWithTexts(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: KitTexts });
}

/** Shows the current URL so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders routes inside the app's real providers (query client, kit texts, alerts, router). */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const alerts = createAlertStore();
  const queryClient = createQueryClient(alerts);
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <KitTexts>
        <AlertsProvider store={alerts}>
          <RouterProvider router={router} />
        </AlertsProvider>
      </KitTexts>
    </QueryClientProvider>,
  );
  return { ...view, alerts, queryClient, router };
}
