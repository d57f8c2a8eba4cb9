import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Ctrl+S or ⌘+S: the letter on a Latin layout, the key's place on another ('ы' in Russian). */
export function isSaveShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() === 's' : event.code === 'KeyS';
}

/** A dialog above the form (a confirmation, the leave prompt) answers its own question first. */
const isDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Ctrl+S / ⌘+S submits the form on screen. The key is always kept from the browser's Save
 * dialog, and does nothing while the form cannot be submitted. `canSubmit` may be a function.
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
