import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function setup(value = '') {
  const onSearch = vi.fn();
  render(
    <>
      <SearchBox value={value} onSearch={onSearch} />
      <textarea aria-label="Заметка" />
    </>,
  );
  return { onSearch, box: screen.getByRole('searchbox', { name: 'Поиск' }) };
}

describe('SearchBox', () => {
  it("searches on Enter and on 'Найти' alike", async () => {
    const user = userEvent.setup();
    const { onSearch, box } = setup();
    await user.type(box, 'Рол{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Рол');
    await user.type(box, 'лы');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenLastCalledWith('Роллы');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it("'/' elsewhere focuses the box without typing itself", async () => {
    const user = userEvent.setup();
    const { box } = setup('пицца');
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('пицца');
  });

  it("'/' in a text field or with a dialog open is left alone", async () => {
    const user = userEvent.setup();
    const { box } = setup();
    const note = screen.getByRole('textbox', { name: 'Заметка' });
    await user.type(note, 'a/b');
    expect(note).toHaveValue('a/b');
    expect(box).not.toHaveFocus();

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    const isNotPrevented = fireEvent.keyDown(document.body, { key: '/' });
    dialog.remove();
    expect(isNotPrevented).toBe(true);
    expect(box).not.toHaveFocus();
  });
});
