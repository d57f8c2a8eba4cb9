import { Button } from '@shop/ui/button';
import { Link, useRouteError } from 'react-router';
import { shellMessages as messages } from '../config/messages/shell';
import { paths } from '../config/paths';
import { StaleChunkError } from './chunk-reload';
import { ProblemPanel } from './problem-panel';
import { StaleAppPage } from './stale-app-page';

/**
 * The router's error element, at the root and for every screen (inside the shell, so the top
 * bar and the menu stay): a screen whose module could not be loaded, or one that failed to draw
 * data it did not expect, gets a Russian page instead of the router's English one.
 */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof StaleChunkError) return <StaleAppPage />;
  return (
    <ProblemPanel title={messages.crash.renderTitle} text={messages.crash.renderText}>
      <Button onClick={() => window.location.reload()}>{messages.crash.reload}</Button>
      <Link to={paths.dashboard.href()} className="focus-ring rounded text-primary underline">
        {messages.crash.toDashboard}
      </Link>
    </ProblemPanel>
  );
}
