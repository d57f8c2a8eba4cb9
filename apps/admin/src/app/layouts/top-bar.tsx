import { Button } from '@shop/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { session } from '../../lib/api';

export function TopBar() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = () => {
    session.clear();
    queryClient.clear();
    void navigate(paths.login.href(), { replace: true });
  };

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
