import { Button } from '@shop/ui/button';
import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { signOutState } from '../sign-out';

export function TopBar() {
  const navigate = useNavigate();

  // Leaving goes first: an editor with unsaved changes asks, and staying keeps the session.
  const logout = () => void navigate(paths.login.href(), { replace: true, state: signOutState });

  return (
    <header className="flex h-16 items-center justify-between border-b border-border bg-surface px-4">
      <Link to={paths.dashboard.href()} className="focus-ring rounded">
        <img
          src="/logo.svg"
          alt={messages.app.logoAlt}
          height={45}
          width={160}
          className="h-[45px] w-auto"
        />
      </Link>
      <Button variant="ghost" onClick={logout}>
        <LogOut aria-hidden="true" />
        {messages.app.logout}
      </Button>
    </header>
  );
}
