import { AlertsProvider } from '@shop/ui/alerts';
import { UiTextsProvider } from '@shop/ui/ui-texts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import { messages } from '../../config/messages';
import { useSectionTitle } from '../../lib/document-title';
import { installZodMessages } from '../../lib/zod-messages';
import { queryClient } from '../query-client';
import type { ScreenHandle } from '../screen-handle';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

// Forms live behind this layout only; the sign-in page does without zod.
installZodMessages();

/** Alerts start below the top bar (4rem high, h-16) so they never cover 'Выход'. */
const ALERTS_TOP = '5rem';

function useScreenTitle(): string | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ScreenHandle | undefined;
  return handle?.title;
}

/** The admin shell: top bar, side menu and the current screen. */
export default function AdminLayout() {
  useSectionTitle(useScreenTitle());

  return (
    <QueryClientProvider client={queryClient}>
      {/* The kit's words; the sign-in page draws no kit part that has any. */}
      <UiTextsProvider texts={messages.kit}>
        <AlertsProvider top={ALERTS_TOP}>
          <Shell />
        </AlertsProvider>
      </UiTextsProvider>
    </QueryClientProvider>
  );
}

function Shell() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {messages.app.skipToContent}
      </a>
      <TopBar />
      <div className="flex flex-1">
        <SideMenu />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
