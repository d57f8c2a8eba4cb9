import type * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../lib/cn';
import { CloseButton, overlayClassName } from './dialog';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;

export type DrawerContentProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** The drawer's accessible name; shown as its heading only to screen readers. */
  title: string;
  closeLabel?: string;
};

/**
 * A panel sliding in from the start edge, full height: the side menu on a narrow screen. It is a
 * Radix dialog, so the focus is trapped inside, Escape and a click on the overlay close it, and
 * the focus goes back to its DrawerTrigger.
 */
export function DrawerContent({
  title,
  closeLabel = 'Закрыть',
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="drawer-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="drawer-content"
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100%-3rem)] flex-col gap-2 overflow-y-auto border-r border-border bg-surface p-3 text-foreground shadow-lg',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between gap-2">
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <CloseButton label={closeLabel} className="ms-auto" />
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
