import { cn } from '@shop/ui/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { menu, type MenuGroup, type MenuLink } from '../../config/nav';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { NewOrdersBadge } from '../../features/orders/components/new-orders-badge';

/** A link is current on its own path and below its sections (/products/edit/5 → Продукты). */
function isCurrentLink(pathname: string, item: MenuLink): boolean {
  return (
    pathname === item.href ||
    item.sections.some((s) => pathname === s || pathname.startsWith(`${s}/`))
  );
}

/** What a link shows after its label: the count of new orders on 'Заказы'. */
const badges: Readonly<Record<string, ReactNode>> = {
  [paths.orders.list.href()]: <NewOrdersBadge />,
};

function MenuItem({ item }: { item: MenuLink }) {
  const { pathname } = useLocation();
  const isCurrent = isCurrentLink(pathname, item);
  return (
    <li>
      <Link
        to={item.href}
        aria-current={isCurrent ? 'page' : undefined}
        className={cn(
          'focus-ring flex items-center gap-2 rounded-md px-3 py-2 text-sm',
          isCurrent ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
        )}
      >
        {item.label}
        {badges[item.href]}
      </Link>
    </li>
  );
}

function MenuGroupItem({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  const listId = useId();
  const isCurrent = group.items.some((item) => isCurrentLink(pathname, item));
  const [isOpen, setIsOpen] = useState(isCurrent);
  // Entering a section from elsewhere (a link, back/forward) opens its group.
  const [wasCurrent, setWasCurrent] = useState(isCurrent);
  if (isCurrent !== wasCurrent) {
    setWasCurrent(isCurrent);
    if (isCurrent) setIsOpen(true);
  }

  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen(!isOpen)}
        className={cn(
          'focus-ring flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm hover:bg-muted',
          isCurrent && 'font-semibold',
        )}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="mt-1 ml-3 flex flex-col gap-1 border-l border-border pl-2"
      >
        {group.items.map((item) => (
          <MenuItem key={item.href} item={item} />
        ))}
      </ul>
    </li>
  );
}

/** The menu's entries: in the side column on a wide screen, in the drawer on a narrow one. */
export function MainMenu({ className }: { className?: string }) {
  return (
    <nav aria-label={messages.app.mainMenu} className={className}>
      <ul className="flex flex-col gap-1">
        {menu.map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem key={entry.label} group={entry} />
          ) : (
            <MenuItem key={entry.href} item={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}

/** The side column; below 1280 px it gives its width to the screen and the drawer takes over. */
export function SideMenu() {
  return (
    <MainMenu className="hidden w-60 shrink-0 border-r border-border bg-surface p-3 xl:block" />
  );
}
