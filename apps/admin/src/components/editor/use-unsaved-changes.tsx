import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { messages } from '../../config/messages';
import { useEditorStatus, type FormStatusSource } from './form-status';

/**
 * Marks the editor's own move to a new record's edit route: the form goes along, nothing to
 * ask, though the move comes before the screen shows that the save is over.
 */
export const editorMoveState = { isEditorMove: true } as const;

const isEditorMove = (state: unknown) =>
  typeof state === 'object' && state !== null && 'isEditorMove' in state;

/** Asks before leaving with unsaved changes: a dialog in the app, the browser's own on unload. */
export function useUnsavedChanges(isDirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isEditorMove(nextLocation.state),
  );

  // ConfirmDialog closes itself after 'Уйти'; that close must not undo the proceed.
  const isLeaving = useRef(false);

  useEffect(() => {
    if (!isDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      message={messages.editor.unsavedPrompt}
      confirmLabel={messages.editor.leave}
      cancelLabel={messages.editor.stay}
      onConfirm={() => {
        isLeaving.current = true;
        blocker.proceed?.();
      }}
      onOpenChange={(open) => {
        if (!open && !isLeaving.current && blocker.state === 'blocked') blocker.reset();
        isLeaving.current = false;
      }}
    />
  );
}

type UnsavedChangesPromptProps = {
  form: FormStatusSource | undefined;
  isDirty: boolean;
  /** False while nothing could be lost by leaving (a save in flight, no record). */
  isActive: boolean;
};

/** An editor's leave prompt, on its own so that the first keystroke renders only this again. */
export function UnsavedChangesPrompt({ form, isDirty, isActive }: UnsavedChangesPromptProps) {
  const status = useEditorStatus(form, true, isDirty);
  return useUnsavedChanges(status.isDirty && isActive);
}
