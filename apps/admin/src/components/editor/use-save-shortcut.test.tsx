import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isSaveShortcut, useSaveShortcut } from './use-save-shortcut';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('isSaveShortcut', () => {
  it('is Ctrl+S or ⌘+S, on a Latin or a Russian layout', () => {
    expect(isSaveShortcut(key({ key: 's', code: 'KeyS', ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key({ key: 'S', code: 'KeyS', metaKey: true }))).toBe(true);
    expect(isSaveShortcut(key({ key: 'ы', code: 'KeyS', ctrlKey: true }))).toBe(true);
  });

  it('is not S alone, another letter, or S with Alt or Shift', () => {
    expect(isSaveShortcut(key({ key: 's', code: 'KeyS' }))).toBe(false);
    expect(isSaveShortcut(key({ key: 'a', code: 'KeyA', ctrlKey: true }))).toBe(false);
    expect(isSaveShortcut(key({ key: 's', code: 'KeyS', ctrlKey: true, altKey: true }))).toBe(
      false,
    );
    expect(isSaveShortcut(key({ key: 'S', code: 'KeyS', ctrlKey: true, shiftKey: true }))).toBe(
      false,
    );
    // Dvorak puts 'o' where QWERTY has 'S': the letter decides, so that is Ctrl+O.
    expect(isSaveShortcut(key({ key: 'o', code: 'KeyS', ctrlKey: true }))).toBe(false);
  });
});

function Form({
  canSubmit,
  onSubmit,
}: {
  canSubmit: boolean | (() => boolean);
  onSubmit: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  useSaveShortcut(form, canSubmit);
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Поле" />
    </form>
  );
}

const pressSave = (target: Element | Window = window) =>
  fireEvent.keyDown(target, { key: 's', code: 'KeyS', ctrlKey: true });

describe('useSaveShortcut', () => {
  it('submits the form, and keeps the key from the browser', () => {
    const onSubmit = vi.fn();
    const view = render(<Form canSubmit onSubmit={onSubmit} />);
    const isNotPrevented = pressSave(view.getByLabelText('Поле'));
    expect(isNotPrevented).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while the form cannot be submitted: keeps the key, submits nothing', () => {
    const onSubmit = vi.fn();
    render(<Form canSubmit={false} onSubmit={onSubmit} />);
    expect(pressSave()).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a function at the key press, for a state kept outside React', () => {
    const onSubmit = vi.fn();
    let isValid = false;
    render(<Form canSubmit={() => isValid} onSubmit={onSubmit} />);
    expect(pressSave()).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    isValid = true;
    pressSave();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits nothing while a dialog is open, or for a held key', () => {
    const onSubmit = vi.fn();
    const view = render(<Form canSubmit onSubmit={onSubmit} />);
    fireEvent.keyDown(window, { key: 's', code: 'KeyS', ctrlKey: true, repeat: true });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    document.body.append(dialog);
    expect(pressSave()).toBe(false);
    dialog.remove();
    expect(onSubmit).not.toHaveBeenCalled();
    view.unmount();
    // Gone with its form: the browser has the key back.
    expect(pressSave()).toBe(true);
  });
});
