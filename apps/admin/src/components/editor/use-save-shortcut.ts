import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Ctrl+S, or ⌘+S on a Mac. The letter decides on a Latin layout; on another one (Russian
 * gives 'ы') the key's place does.
 */
export function isSaveShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() === 's' : event.code === 'KeyS';
}

/** A dialog above the form (a confirmation, the leave prompt) answers its own question first. */
const isDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * While the form is on screen, Ctrl+S / ⌘+S submits it, as its submit button would. The
 * browser's own Save dialog is never wanted over a form, so the key is taken even when the
 * form cannot be submitted now (invalid, saving, a dialog open): then nothing happens.
 * `canSubmit` may be a function, asked at the key press, for a state kept outside React.
 */
export function useSaveShortcut(
  form: RefObject<HTMLFormElement | null>,
  canSubmit: boolean | (() => boolean),
) {
  // An effect event reads the current canSubmit: the listener stays put while it changes.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isSaveShortcut(event)) return;
    event.preventDefault();
    // Holding the keys repeats them: one press is one save.
    if (event.repeat || isDialogOpen()) return;
    if (!(typeof canSubmit === 'function' ? canSubmit() : canSubmit)) return;
    form.current?.requestSubmit();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
