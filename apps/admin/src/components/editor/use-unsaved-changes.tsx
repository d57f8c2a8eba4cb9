import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { messages } from '../../config/messages';

/**
 * The navigation state of an editor's own move, a new record to its edit route once saved:
 * the form goes along as it is, so there is nothing to ask. Marked, because the editor moves
 * in the save's answer, before the screen has shown that the save is over.
 */
export const editorMoveState = { isEditorMove: true } as const;

const isEditorMove = (state: unknown) =>
  typeof state === 'object' && state !== null && 'isEditorMove' in state;

/**
 * Asks before leaving an editor with unsaved changes: in-app navigation through a dialog,
 * closing or reloading the tab through the browser's own prompt.
 */
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
