import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { messages } from '../../config/messages';
import { useSessionUser } from '../../hooks/use-session';
import { api, session } from '../../lib/api';
import { authState } from '../../lib/auth-state';
import { useOtherTabNotice } from './use-other-tab-notice';

/** What /login gets in the router state: where to go back to, and why the user is there. */
export type LoginState = { from: string; notice?: string };

// Only a signed-in Admin passes (an expired session is refreshed first); a sign-out or another
// user's sign-in in another tab sends this tab to /login, saying why.
export function RequireAdmin() {
  const user = useSessionUser();
  const location = useLocation();
  const notice = useOtherTabNotice();
  const [now] = useState(() => Date.now());
  const state = authState(user, session.getRefreshToken(), now);

  useEffect(() => {
    if (state === 'needs-refresh') void api.refresher.refresh();
    // A Customer's or an expired session is not a session: forget it.
    if (state === 'signed-out' && user) session.clear();
  }, [state, user]);

  const from = location.pathname + location.search;
  // The notice comes first: another tab's sign-in leaves an Admin here, yet not this tab's.
  if (notice !== null) {
    return (
      <Navigate to={paths.login.href()} replace state={{ from, notice } satisfies LoginState} />
    );
  }
  if (state === 'admin') return <Outlet />;
  if (state === 'needs-refresh') {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        {messages.app.loading}
      </p>
    );
  }
  return <Navigate to={paths.login.href()} replace state={{ from } satisfies LoginState} />;
}
