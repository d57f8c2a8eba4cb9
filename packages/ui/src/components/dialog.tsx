import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { IconButton } from './icon-button';
import { useUiTexts } from './ui-texts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClassName = 'fixed inset-0 z-50 bg-overlay';
export const dialogPanelClassName =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-6 text-foreground shadow-lg';

/**
 * Gives the focus back to the opener, which Radix does only for a DialogTrigger: the element
 * focused as the panel mounts, unless it has gone meanwhile (its row deleted).
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = React.useRef<Element | null>(null);
  const panelRef = React.useCallback((panel: HTMLElement | null) => {
    if (panel) opener.current = document.activeElement;
  }, []);
  const onClose = (event: Event) => {
    onCloseAutoFocus?.(event);
    const element = opener.current;
    if (event.defaultPrevented || !(element instanceof HTMLElement) || !element.isConnected) return;
    event.preventDefault();
    element.focus();
  };
  return { ref: panelRef, onCloseAutoFocus: onClose };
}

// The panel's ref is taken by useReturnFocus; `title` is the heading, not the HTML attribute.
export type DialogContentProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Content>,
  'ref' | 'title'
> & {
  /** The dialog's title: also its accessible name. */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Tailwind max-width class of the panel, e.g. 'max-w-3xl' for the reviews table. */
  sizeClassName?: string;
  closeLabel?: string;
};

/** The cross in a dialog's or a drawer's title bar. */
export function CloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close asChild>
      <IconButton label={label} size="icon-sm" className={className}>
        <X />
      </IconButton>
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  title,
  description,
  sizeClassName = 'max-w-lg',
  closeLabel,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const texts = useUiTexts();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        // Without a description Radix would warn about a missing aria-describedby target.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(dialogPanelClassName, sizeClassName, className)}
        {...props}
        {...returnFocus}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title data-slot="dialog-title" className="text-lg font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description
                data-slot="dialog-description"
                className="text-sm text-muted-foreground"
              >
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <CloseButton label={closeLabel ?? texts.close} />
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-wrap justify-end gap-2', className)}
      {...props}
    />
  );
}
