import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSessionUser } from '../../hooks/use-session';
import { session } from '../../lib/api';
import { authState } from '../../lib/auth-state';

/**
 * /login inside the running admin (after sign-out or a guard's redirect): a signed-in user goes
 * back where the guard found them, else to the dashboard.
 */
export default function LoginRoute() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  if (authState(user, session.getRefreshToken(), Date.now()) === 'admin') {
    return <Navigate to={paths.dashboard.href()} replace />;
  }
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== paths.login.href() ? from : paths.dashboard.href();
  return <LoginScreen onSignedIn={() => void navigate(target, { replace: true })} />;
}
