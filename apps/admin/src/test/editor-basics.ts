import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installZodMessages } from '../lib/zod-messages';
import type { renderRoutes } from './render';
import {
  callsTo,
  json,
  on,
  reply,
  resetServer,
  serverError,
  type Call,
  type Route,
} from './fake-api';

type User = ReturnType<typeof userEvent.setup>;

export type EditorBasics = {
  /** The component under test, the describe's title. */
  title: string;
  /** What the editor edits, for the test names ('the product'). */
  what: string;
  get: Route;
  save: Route;
  /** The record the server answers `get` with. */
  record: object;
  /** Renders the editor on its route, opened on the record. */
  setup: () => ReturnType<typeof renderRoutes>;
  /** A value shown once the record is in the form. */
  loaded: string;
  /** More of the loaded record the form should show. */
  alsoLoaded?: () => void | Promise<void>;
  /** A required text field: emptying it blocks Save, and the failed save types into it. */
  required: () => HTMLElement;
  /** The success alert after a save. */
  savedText: string;
  /** The edit the saving test makes: type `value` into `field`, then `also` (a further change). */
  edit: { field: () => HTMLElement; value: string; also?: (user: User) => Promise<void> };
  /** The body that edit saves. */
  saved: unknown;
  /** What the server answers the save with; by default the body it got. */
  answer?: (call: Call) => Response;
  /** What is typed into the required field before a save that fails. */
  failedValue: string;
};

const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

/** The answer as a server with record versions sends it. */
const withEtag = (response: Response, etag: string) => {
  response.headers.set('ETag', etag);
  return response;
};
const ifMatchOf = (call: Call | undefined) => call?.request.headers.get('If-Match');

async function retype(user: User, field: () => HTMLElement, value: string) {
  await user.clear(field());
  await user.type(field(), value);
}

/**
 * What every record editor must do: show the loaded record and save an edit without fetching it
 * again, keep Save off while a required field is empty, and keep what was typed when the save
 * fails; save over the version it loaded (If-Match), and on 412 ask before saving over another's.
 * Call it at the top level of the editor's test file, next to the fake-api mock.
 */
export function describeEditorBasics(editor: EditorBasics) {
  const { get, save, required, setup } = editor;
  // user-event typing is slow in jsdom on a busy machine.
  describe(editor.title, { timeout: 20_000 }, () => {
    beforeAll(installZodMessages);
    beforeEach(() => {
      resetServer();
      on(get, reply(editor.record));
    });

    it(`loads ${editor.what} and saves the edit without fetching it again`, async () => {
      const user = userEvent.setup();
      on(save, editor.answer ?? (({ body }) => json(body)));
      const { alerts } = setup();

      expect(await screen.findByDisplayValue(editor.loaded)).toBeInTheDocument();
      await editor.alsoLoaded?.();

      await retype(user, editor.edit.field, editor.edit.value);
      await editor.edit.also?.(user);
      await user.click(saveButton());

      await waitFor(() =>
        expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: editor.savedText }]),
      );
      expect(callsTo(save)[0]?.body).toEqual(editor.saved);
      // The server sent no ETag: the save goes without If-Match, as before versions.
      expect(ifMatchOf(callsTo(save)[0])).toBeNull();
      expect(callsTo(get)).toHaveLength(1);
      expect(editor.edit.field()).toHaveValue(editor.edit.value);
    });

    it('saves over the version it loaded, then over the one its own save answered', async () => {
      const user = userEvent.setup();
      const answer = editor.answer ?? (({ body }: Call) => json(body));
      on(get, () => withEtag(json(editor.record), '"r1"'));
      on(save, (call) => withEtag(answer(call), `"r${callsTo(save).length + 1}"`));
      setup();
      await screen.findByDisplayValue(editor.loaded);

      await retype(user, editor.edit.field, editor.edit.value);
      await editor.edit.also?.(user);
      await user.click(saveButton());
      await waitFor(() => expect(callsTo(save)).toHaveLength(1));
      await waitFor(() => expect(saveButton()).toBeEnabled());
      await user.click(saveButton());
      await waitFor(() => expect(callsTo(save)).toHaveLength(2));
      expect(callsTo(save).map(ifMatchOf)).toEqual(['"r1"', '"r2"']);
    });

    it('on 412 asks, with no error alert, and saves over their version only when told', async () => {
      const user = userEvent.setup();
      const answer = editor.answer ?? (({ body }: Call) => json(body));
      on(get, () => withEtag(json(editor.record), '"r1"'));
      on(save, (call) =>
        ifMatchOf(call) === '"r1"'
          ? json({ message: 'Запись изменил другой пользователь' }, 412)
          : withEtag(answer(call), '"r3"'),
      );
      const { alerts } = setup();
      await screen.findByDisplayValue(editor.loaded);
      // Someone saves the record meanwhile: it reads back with a new version.
      on(get, () => withEtag(json(editor.record), '"r2"'));

      await retype(user, editor.edit.field, editor.edit.value);
      await editor.edit.also?.(user);
      await user.click(saveButton());
      const dialog = await screen.findByRole('dialog', {
        name: 'Запись изменил другой пользователь',
      });
      // The header and at least the edited field.
      expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1);
      expect(alerts.getSnapshot()).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Сохранить мою поверх' }));
      await waitFor(() =>
        expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: editor.savedText }]),
      );
      expect(callsTo(save).map(ifMatchOf)).toEqual(['"r1"', '"r2"']);
      expect(callsTo(save)[1]?.body).toEqual(editor.saved);
    });

    it('blocks Save while a required field is empty', async () => {
      const user = userEvent.setup();
      setup();
      await screen.findByDisplayValue(editor.loaded);

      await user.clear(required());
      expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
      expect(required()).toHaveAttribute('aria-invalid', 'true');
      expect(saveButton()).toBeDisabled();
      expect(callsTo(save)).toHaveLength(0);
    });

    it('keeps what was typed when the save fails', async () => {
      const user = userEvent.setup();
      on(save, () => serverError());
      const { alerts } = setup();
      await screen.findByDisplayValue(editor.loaded);

      await retype(user, required, editor.failedValue);
      await user.click(saveButton());

      await waitFor(() =>
        expect(alerts.getSnapshot()).toMatchObject([
          { type: 'error', text: 'Внутренняя ошибка сервера' },
        ]),
      );
      expect(required()).toHaveValue(editor.failedValue);
      expect(saveButton()).toBeEnabled();
    });
  });
}
