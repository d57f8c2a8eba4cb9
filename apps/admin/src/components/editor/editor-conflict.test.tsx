import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import { renderThingEditor, type ThingValues } from '../../test/editor-harness';

type User = ReturnType<typeof userEvent.setup>;

const TITLE = 'Запись изменил другой пользователь';
const LEAVE = 'Есть несохранённые изменения. Уйти со страницы?';

const nameField = () => screen.getByRole('textbox', { name: /Название/ });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const conflictDialog = () => screen.findByRole('dialog', { name: TITLE });

/** A server that stores what it gets, with versions or (hasVersions false) without. */
function setup(hasVersions = true) {
  const save = vi.fn(async (values: ThingValues, id?: number, _etag?: string | null) => ({
    id: id ?? 0,
    ...values,
  }));
  const view = renderThingEditor('/things/edit/3', { save, hasVersions });
  return { ...view, save, etagsSent: () => save.mock.calls.map((call) => call[2]) };
}

async function typeAndSave(user: User, text: string) {
  await user.type(nameField(), text);
  await user.click(saveButton());
}

/** Opens the record, lets another user save it, then saves an edit: the conflict is shown. */
async function conflictOver(user: User) {
  const view = setup();
  await screen.findByDisplayValue('Пицца');
  view.saveAsOther({ id: 3, name: 'Пицца острая', isPublished: true });
  await typeAndSave(user, ' большая');
  return { ...view, dialog: await conflictDialog() };
}

describe('useEntityEditor with record versions', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);

  it('saves over the loaded version, then over the version its own save answered', async () => {
    const user = userEvent.setup();
    const { etagsSent, alerts } = setup();
    await screen.findByDisplayValue('Пицца');
    await typeAndSave(user, ' большая');
    await waitFor(() => expect(etagsSent()).toEqual(['"v1"']));
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await typeAndSave(user, '!');
    await waitFor(() => expect(etagsSent()).toEqual(['"v1"', '"v2"']));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Вещь сохранена' }]);
  });

  it('sends no version when the server gave none', async () => {
    const user = userEvent.setup();
    const { etagsSent } = setup(false);
    await screen.findByDisplayValue('Пицца');
    await typeAndSave(user, ' большая');
    await waitFor(() => expect(etagsSent()).toEqual([null]));
  });

  it('on 412 shows what differs, keeps what was typed and raises no error alert', async () => {
    const user = userEvent.setup();
    const { dialog, alerts, save } = await conflictOver(user);

    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Поле',
      'Ваше',
      'Сохранено другим',
      'Было при открытии',
    ]);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'НазваниеПицца большаяПицца остраяПицца',
      'ОпубликованНетДаНет',
    ]);
    expect(alerts.getSnapshot()).toEqual([]);
    expect(save).not.toHaveBeenCalled();
    // Behind the modal dialog, so hidden from the accessibility tree for now.
    expect(screen.getByRole('textbox', { name: /Название/, hidden: true })).toHaveValue(
      'Пицца большая',
    );
  });

  it("'Загрузить их версию' puts their version in the form and saves over it next", async () => {
    const user = userEvent.setup();
    const { dialog, etagsSent } = await conflictOver(user);
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить их версию' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Пицца острая');
    expect(screen.getByRole('switch', { name: 'Опубликован' })).toBeChecked();
    await typeAndSave(user, '!');
    await waitFor(() => expect(etagsSent()).toEqual(['"v2"']));
  });

  it("'Сохранить мою поверх' saves what was typed over their version", async () => {
    const user = userEvent.setup();
    const { dialog, etagsSent, alerts } = await conflictOver(user);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить мою поверх' }));

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Вещь сохранена' }]),
    );
    expect(etagsSent()).toEqual(['"v2"']);
    expect(nameField()).toHaveValue('Пицца большая');
    expect(screen.getByRole('switch', { name: 'Опубликован' })).not.toBeChecked();
  });

  it('Escape keeps the edit unsaved on its old version: leaving asks, Save asks again', async () => {
    const user = userEvent.setup();
    const { save } = await conflictOver(user);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Пицца большая');
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    await user.click(await screen.findByRole('button', { name: 'Остаться' }));
    expect(screen.queryByRole('alertdialog', { name: LEAVE })).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await conflictDialog()).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
