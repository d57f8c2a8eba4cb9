import { ApiError, type Versioned } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import * as z from 'zod/mini';
import { parseRecordId } from '../config/paths';
import type { FieldViews } from '../components/conflict/conflict-rows';
import { LocationProbe, renderRoutes } from './render';
import { FormSwitch } from '../components/form/form-switch';
import { FormTextField } from '../components/form/form-text-field';
import { EditorShell } from '../components/editor/editor-shell';
import { useEntityEditor } from '../components/editor/use-entity-editor';

/** Test-only: a small entity and its editor, built the way every real editor is. */
export type Thing = { id: number; name: string; isPublished: boolean };
const thingSchema = z.object({ name: z.string().check(z.minLength(1)), isPublished: z.boolean() });
export type ThingValues = z.infer<typeof thingSchema>;
const Switch = FormSwitch<ThingValues>;
const TextField = FormTextField<ThingValues>;
const toValues = ({ name, isPublished }: Thing): ThingValues => ({ name, isPublished });
const fields: FieldViews<ThingValues> = { name: 'Название', isPublished: 'Опубликован' };

export type ThingEditorOptions = {
  /** The detail GET; by default the record 'Пицца', not published. */
  load?: (id: number) => Promise<Thing>;
  /** The save; `etag` is the version it was sent over (null: no If-Match). */
  save?: (values: ThingValues, id?: number, etag?: string | null) => Promise<Thing>;
  /** Told of every form reset, to count them. */
  onReset?: () => void;
  /**
   * A server with versions: each record has an ETag '"v1"', '"v2"', … that its reads answer and
   * every save moves on, and a save over another version fails with 412. Without it the server
   * sends no ETags and checks nothing, as a server of the contract before 2.0.
   */
  hasVersions?: boolean;
};

const never = () => new Promise<Thing>(() => undefined);

/** A promise settled from outside, to hold a call while the test looks at the screen. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** Wraps the form's reset once, so a test can count how often the editor resets the form. */
function useCountResets(form: UseFormReturn<ThingValues>, onReset?: () => void) {
  const counted = useRef(false);
  if (onReset && !counted.current) {
    counted.current = true;
    const reset = form.reset;
    form.reset = (...args) => {
      onReset();
      reset(...args);
    };
  }
}

export function renderThingEditor(initial: string, options: ThingEditorOptions) {
  // The fake server: what was saved is what the next GET answers.
  const stored = new Map<number, Thing>();
  const versions = new Map<number, number>();
  const etagOf = (id: number) => (options.hasVersions ? `"v${versions.get(id) ?? 1}"` : null);
  const store = (thing: Thing) => {
    stored.set(thing.id, thing);
    versions.set(thing.id, (versions.get(thing.id) ?? 1) + 1);
  };
  const load =
    options.load ??
    (async (id: number) => stored.get(id) ?? { id, name: 'Пицца', isPublished: false });
  const saveCall = options.save ?? never;
  const save = async (
    values: ThingValues,
    id: number | undefined,
    etag: string | null,
  ): Promise<Versioned<Thing>> => {
    if (options.hasVersions && id !== undefined && etag !== etagOf(id)) {
      throw new ApiError(412, 'Запись изменил другой пользователь');
    }
    const saved = await saveCall(values, id, etag);
    store(saved);
    return { value: saved, etag: etagOf(saved.id) };
  };
  const detail = (id: number) =>
    queryOptions({
      queryKey: ['things', 'detail', id],
      queryFn: async (): Promise<Versioned<Thing>> => ({ value: await load(id), etag: etagOf(id) }),
    });
  const { onReset } = options;

  function ThingEditor() {
    const id = parseRecordId(useParams().id) ?? 'new';
    const editor = useEntityEditor({
      id,
      detail,
      schema: thingSchema,
      defaults: { name: '', isPublished: true },
      toValues,
      save,
      successMessage: 'Вещь сохранена',
      editHref: (newId) => `/things/edit/${newId}`,
      lists: ['things', 'list'],
      fields,
    });
    useCountResets(editor.form, onReset);
    return (
      <FormProvider {...editor.form}>
        <EditorShell
          title="Вещь"
          backHref="/things"
          {...editor.shell}
          after={<p>Отдельный блок</p>}
        >
          <TextField name="name" label="Название" isRequired />
          <Switch name="isPublished" label="Опубликован" />
        </EditorShell>
        <Link to="/elsewhere">Уйти отсюда</Link>
        <LocationProbe />
      </FormProvider>
    );
  }

  const view = renderRoutes(
    [
      { path: '/things/edit/:id', element: <ThingEditor /> },
      { path: '/things', element: <LocationProbe /> },
      { path: '/elsewhere', element: <LocationProbe /> },
    ],
    initial,
  );
  /** Another user's save: the record and its version change on the server only. */
  return { ...view, saveAsOther: store, etagOf };
}
