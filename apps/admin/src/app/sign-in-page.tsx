import { useEffect } from 'react';
import { shellMessages } from '../config/messages/shell';
import { paths } from '../config/paths';
import { LoginScreen } from '../features/auth/components/login-screen';
import { useSessionUser } from '../hooks/use-session';
import { session } from '../lib/api';
import { authState } from '../lib/auth-state';
import { useSectionTitle } from '../lib/document-title';

/**
 * /login opened directly, before the admin is loaded: the form without the router. Signing in
 * (or arriving already signed in) hands over to the admin, on the dashboard.
 */
export default function SignInPage({ onLeave }: { onLeave: () => void }) {
  useSectionTitle(shellMessages.auth.title);
  const user = useSessionUser();
  const isSignedIn = authState(user, session.getRefreshToken(), Date.now()) === 'admin';

  useEffect(() => {
    // The router's /login route sends a signed-in user on to the dashboard.
    if (isSignedIn) onLeave();
  }, [isSignedIn, onLeave]);

  if (isSignedIn) return null;
  return (
    <LoginScreen
      onSignedIn={() => {
        window.history.replaceState(null, '', paths.dashboard.href());
        onLeave();
      }}
    />
  );
}
