import { useLayoutEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { shellMessages as messages } from '../../config/messages/shell';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSessionUser } from '../../hooks/use-session';
import { session } from '../../lib/api';
import { authState } from '../../lib/auth-state';
import { useSectionTitle } from '../../lib/document-title';
import { endSession, isSignOutState } from '../sign-out';

type LoginState = { from?: string; notice?: string };

/** The guard's `from` and `notice`, if the state carries them as texts. */
function readState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  return {
    from: 'from' in state && typeof state.from === 'string' ? state.from : undefined,
    notice: 'notice' in state && typeof state.notice === 'string' ? state.notice : undefined,
  };
}

// A signed-in user goes back where the guard found them, else to the dashboard; arriving from
// the sign-out button ends the session first.
export default function LoginRoute() {
  useSectionTitle(messages.auth.title);
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const isSigningOut = isSignOutState(location.state);

  useLayoutEffect(() => {
    if (!isSigningOut) return;
    endSession();
    // Forget the request, so reloading this page later cannot end a session made since.
    void navigate(paths.login.href(), { replace: true });
  }, [isSigningOut, navigate]);

  const { from, notice } = readState(location.state);
  // A notice (another tab signed in as someone else) shows even with a session: sign in knowingly.
  if (
    !isSigningOut &&
    !notice &&
    authState(user, session.getRefreshToken(), Date.now()) === 'admin'
  ) {
    return <Navigate to={paths.dashboard.href()} replace />;
  }
  const target = from && from !== paths.login.href() ? from : paths.dashboard.href();
  return (
    <LoginScreen notice={notice} onSignedIn={() => void navigate(target, { replace: true })} />
  );
}
