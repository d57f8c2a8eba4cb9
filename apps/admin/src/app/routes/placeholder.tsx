import { useMatches } from 'react-router';
import { messages } from '../../config/messages';
import type { ScreenHandle } from '../router';

/** Stands in for a screen that a later issue builds. */
export default function PlaceholderRoute() {
  const handle = useMatches().at(-1)?.handle as ScreenHandle | undefined;
  return (
    <section aria-labelledby="placeholder-title" className="flex flex-col gap-4">
      <h1 id="placeholder-title" className="text-2xl font-semibold">
        {handle?.title}
      </h1>
      <p className="rounded-md border border-dashed border-border p-6 text-muted-foreground">
        {messages.app.inDevelopment}
      </p>
    </section>
  );
}
