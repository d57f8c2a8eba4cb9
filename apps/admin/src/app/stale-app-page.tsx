import { Button } from '@shop/ui/button';
import { useEffect, useState } from 'react';
// The shell's texts only: this page is part of the first download, like the sign-in page.
import { shellMessages as messages } from '../config/messages/shell';
import { mayReloadForChunk, reloadForChunk } from './chunk-reload';
import { ProblemPanel } from './problem-panel';

export function StaleAppPage() {
  // Decided once, on mount: the reload below writes the mark this reads.
  const [isReloading] = useState(() => mayReloadForChunk());
  useEffect(() => {
    if (isReloading) reloadForChunk();
  }, [isReloading]);

  if (isReloading) {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        {messages.app.loading}
      </p>
    );
  }
  return (
    <ProblemPanel title={messages.crash.staleTitle} text={messages.crash.staleText}>
      <Button onClick={() => window.location.reload()}>{messages.crash.reload}</Button>
    </ProblemPanel>
  );
}
