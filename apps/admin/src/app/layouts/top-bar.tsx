import { Button } from '@shop/ui/button';
import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { signOutState } from '../sign-out';
import { MenuDrawer } from './menu-drawer';
import { ThemeToggle } from './theme-toggle';

export function TopBar() {
  const navigate = useNavigate();

  // Leaving goes first: an editor with unsaved changes asks, and staying keeps the session.
  const logout = () => void navigate(paths.login.href(), { replace: true, state: signOutState });

  return (
    <header className="flex h-16 items-center justify-between gap-2 border-b border-border bg-surface px-2 sm:px-4">
      <div className="flex min-w-0 items-center gap-2">
        <MenuDrawer />
        <Link to={paths.dashboard.href()} className="focus-ring shrink-0 rounded">
          <Logo alt={messages.app.logoAlt} className="h-9 sm:h-[45px]" />
        </Link>
      </div>
      <div className="flex items-center gap-1">
        <ThemeToggle />
        <Button variant="ghost" onClick={logout}>
          <LogOut aria-hidden="true" />
          {/* On a phone the icon alone, to leave the bar room; the name stays for screen readers. */}
          <span className="max-sm:sr-only">{messages.app.logout}</span>
        </Button>
      </div>
    </header>
  );
}
