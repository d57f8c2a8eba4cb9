import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSessionUser } from '../../hooks/use-session';
import { session } from '../../lib/api';
import { authState } from '../../lib/auth-state';

export default function LoginRoute() {
  const user = useSessionUser();
  if (authState(user, session.getRefreshToken(), Date.now()) === 'admin') {
    return <Navigate to={paths.dashboard.href()} replace />;
  }
  return <LoginScreen />;
}
