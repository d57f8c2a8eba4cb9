import * as React from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { cn } from '../lib/cn';
import { Button } from './button';
import { dialogPanelClassName, overlayClassName, useReturnFocus } from './dialog';
import { useUiTexts } from './ui-texts';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Delete the category?'. It is the dialog's accessible name. */
  message: React.ReactNode;
  /** Closes when it resolves; a rejection keeps the dialog open (the mutation's alert reports it). */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons and Escape while the confirmed action runs. */
  isBusy?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  isBusy = false,
}: ConfirmDialogProps) {
  const texts = useUiTexts().confirm;
  const handleOpenChange = (next: boolean) => {
    if (!next) onCancel?.();
    onOpenChange(next);
  };

  const handleConfirm = async () => {
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; see onConfirm.
    }
  };

  // Often opened from code (useConfirm), with no trigger for Radix to focus again.
  const returnFocus = useReturnFocus();

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className={overlayClassName}
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          aria-describedby={undefined}
          className={cn(dialogPanelClassName, 'max-w-md')}
          onEscapeKeyDown={(event) => {
            if (isBusy) event.preventDefault();
          }}
          {...returnFocus}
        >
          <AlertDialogPrimitive.Title className="text-base font-semibold">
            {message}
          </AlertDialogPrimitive.Title>
          <div className="flex justify-end gap-2">
            {/* Cancel takes the initial focus, so Enter does not delete by accident. */}
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" type="button" disabled={isBusy}>
                {cancelLabel ?? texts.no}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button variant="danger" type="button" isBusy={isBusy} onClick={handleConfirm}>
              {confirmLabel ?? texts.yes}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** Promise-style confirmation: render `confirmElement`, then `if (await confirm(question)) ...`. */
export function useConfirm(): [
  confirm: (message: string) => Promise<boolean>,
  element: React.ReactElement,
] {
  // The message stays after closing, so its text does not vanish while the dialog fades.
  const [message, setMessage] = React.useState('');
  const [isOpen, setIsOpen] = React.useState(false);
  const resolveRef = React.useRef<((confirmed: boolean) => void) | null>(null);

  const settle = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
  };

  const confirm = React.useCallback(
    (next: string) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which then counts as cancelled.
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setMessage(next);
        setIsOpen(true);
      }),
    [],
  );

  const element = (
    <ConfirmDialog
      open={isOpen}
      message={message}
      onConfirm={() => settle(true)}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) settle(false);
      }}
    />
  );

  return [confirm, element];
}
