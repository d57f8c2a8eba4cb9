import type * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { pagerWindow } from '../lib/pager-window';
import { Button } from './button';
import { useUiTexts } from './ui-texts';

export type PagerProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Current page, 1-based. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one: about 5 (docs/product-rules.md#lists-and-paging). */
  radius?: number;
};

export function Pager({ page, pages, onPageChange, radius = 5, className, ...props }: PagerProps) {
  const t = useUiTexts().pager;
  if (pages <= 1) return null;
  const items = pagerWindow(page, pages, radius);
  const current = Math.min(Math.max(1, page), pages);

  return (
    <nav
      data-slot="pager"
      aria-label={t.label}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            {t.previous}
          </Button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                type="button"
                size="page"
                variant={item === current ? 'primary' : 'ghost'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t.page(item)}
                onClick={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={current >= pages}
            onClick={() => onPageChange(current + 1)}
          >
            {t.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
