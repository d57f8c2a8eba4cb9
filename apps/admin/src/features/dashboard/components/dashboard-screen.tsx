import { Button } from '@shop/ui/button';
import { RefreshCw } from 'lucide-react';
import { messages } from '../../../config/messages';
import { useSyncCatalog } from '../api/mutations';

export function DashboardScreen() {
  const sync = useSyncCatalog();
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <h1 id="dashboard-title" className="text-2xl font-semibold">
        {messages.nav.dashboard}
      </h1>
      <div className="flex flex-wrap items-start gap-6">
        <Button isBusy={sync.isRunning} onClick={sync.start}>
          {sync.isRunning ? null : <RefreshCw aria-hidden="true" />}
          {sync.isRunning ? messages.dashboard.syncRunning : messages.dashboard.sync}
        </Button>
        <p className="min-w-64 flex-1 rounded-md border border-dashed border-border p-6 text-muted-foreground">
          {messages.app.inDevelopment}
        </p>
      </div>
    </section>
  );
}
