import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import {
  renderThingEditor,
  type ThingEditorOptions,
  type ThingValues,
} from '../../test/editor-harness';

type User = ReturnType<typeof userEvent.setup>;

const OFFER = /^Восстановить несохранённые изменения от \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\?$/;
const STALE = /Запись изменилась на сервере после сохранения черновика/;
const LEAVE = 'Есть несохранённые изменения. Уйти со страницы?';

/** Signs `id` in the way the app stores its session, before the editor renders. */
function signIn(id: string) {
  const user = { id, role: 'Admin', userName: `user${id}`, expiry: Date.now() / 1000 + 3600 };
  localStorage.setItem('auth.user', JSON.stringify(user));
}

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('draft:'));
const nameField = () => screen.getByRole('textbox', { name: /Название/ });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const restoreButton = () => screen.findByRole('button', { name: 'Восстановить' });

/** The record as another user saved it after the draft was written: published. */
const theirs = async (id: number) => ({ id, name: 'Пицца', isPublished: true });

function open(options: ThingEditorOptions = {}) {
  const save = vi.fn(async (values: ThingValues, id?: number) => ({ id: id ?? 9, ...values }));
  return { ...renderThingEditor('/things/edit/3', { save, ...options }), save };
}

/** Opens the record, types into its name and waits until the draft is written down. */
async function leaveADraft(user: User, options: ThingEditorOptions = {}) {
  const view = open(options);
  await user.type(await screen.findByDisplayValue('Пицца'), ' большая');
  await waitFor(() => expect(draftKeys()).toHaveLength(1), { timeout: 3000 });
  // The tab is gone: nothing is saved, the draft stays.
  view.unmount();
}

describe('drafts in the editor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    localStorage.clear();
    signIn('1');
  });
  afterEach(() => localStorage.clear());

  it('writes once a moment after typing stops, not on every keystroke', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const draftWrites = () => setItem.mock.calls.filter(([key]) => key.startsWith('draft:'));
    open();
    await user.type(await screen.findByDisplayValue('Пицца'), ' большая');
    expect(draftWrites()).toHaveLength(0);
    await waitFor(() => expect(draftWrites()).toHaveLength(1), { timeout: 3000 });
    setItem.mockRestore();
  });

  it('offers the draft after a reload; restored fields count as typed', async () => {
    const user = userEvent.setup();
    await leaveADraft(user);

    const view = open();
    const offer = await screen.findByText(OFFER);
    expect(offer.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Пицца');

    await user.click(await restoreButton());
    expect(nameField()).toHaveValue('Пицца большая');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    expect(await screen.findByRole('alertdialog', { name: LEAVE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Остаться' }));

    // Saving removes the draft: the next visit offers nothing.
    await user.click(saveButton());
    await waitFor(() =>
      expect(view.save).toHaveBeenCalledWith(
        { name: 'Пицца большая', isPublished: false },
        3,
        null,
      ),
    );
    await waitFor(() => expect(draftKeys()).toHaveLength(0));
    view.unmount();
    open();
    await screen.findByDisplayValue('Пицца');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('discarding removes the draft and keeps the record as loaded', async () => {
    const user = userEvent.setup();
    await leaveADraft(user);

    const view = open();
    await user.click(await screen.findByRole('button', { name: 'Удалить черновик' }));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Пицца');
    expect(draftKeys()).toHaveLength(0);
    // Nothing is unsaved: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere');
    view.unmount();

    open();
    await screen.findByDisplayValue('Пицца');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('never offers one user the draft of another', async () => {
    const user = userEvent.setup();
    await leaveADraft(user);

    signIn('2');
    open();
    await screen.findByDisplayValue('Пицца');
    // Past the moment the offer would have appeared.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(draftKeys()).toHaveLength(1);
  });

  it('keeps no draft of edits undone back to the record', async () => {
    const user = userEvent.setup();
    open();
    const name = await screen.findByDisplayValue('Пицца');
    await user.type(name, '!');
    await waitFor(() => expect(draftKeys()).toHaveLength(1), { timeout: 3000 });
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(draftKeys()).toHaveLength(0), { timeout: 3000 });
  });

  it('says when the record changed on the server, by its ETag', async () => {
    const user = userEvent.setup();
    await leaveADraft(user, { hasVersions: true });

    // Someone saved it meanwhile with the same values: only its version tells.
    const view = open({ hasVersions: true });
    view.saveAsOther({ id: 3, name: 'Пицца', isPublished: false });
    expect(await screen.findByText(STALE)).toBeInTheDocument();
  });

  it('says when the record changed on a server without versions, and restores only what was typed', async () => {
    const user = userEvent.setup();
    await leaveADraft(user);

    open({ load: theirs });
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Опубликован' })).toBeChecked();
    await user.click(await restoreButton());
    expect(nameField()).toHaveValue('Пицца большая');
    // Their change to a field the draft left alone stays.
    expect(screen.getByRole('switch', { name: 'Опубликован' })).toBeChecked();
  });

  it('says nothing of a change when the record is as the draft found it', async () => {
    const user = userEvent.setup();
    await leaveADraft(user, { hasVersions: true });
    open({ hasVersions: true });
    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });
});
