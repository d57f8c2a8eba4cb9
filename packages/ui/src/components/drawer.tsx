import type * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../lib/cn';
import { CloseButton, overlayClassName } from './dialog';
import { useUiTexts } from './ui-texts';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;

export type DrawerContentProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** The drawer's accessible name; shown as its heading only to screen readers. */
  title: string;
  /** The close button's name, when the kit's own 'close' is not the best word. */
  closeLabel?: string;
};

/** The narrow screen's side menu: a full-height Radix dialog from the start edge. */
export function DrawerContent({
  title,
  closeLabel,
  className,
  children,
  ...props
}: DrawerContentProps) {
  const texts = useUiTexts();
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
          <CloseButton label={closeLabel ?? texts.close} className="ms-auto" />
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
