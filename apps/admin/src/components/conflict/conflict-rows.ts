import { messages } from '../../config/messages';
import { isSameValue } from '../editor/keep-edits';

const m = messages.conflict;

/** One line of the conflict table: a field, or an item of a list, in the three versions. */
export type ConflictRow = {
  key: string;
  label: string;
  yours: string;
  theirs: string;
  loaded: string;
};

/** What is compared: the user's, the version someone else saved, and the one the user began from. */
export type Versions<T> = { yours: T; theirs: T; loaded: T };

/** A field's label, or label and display (ids as names); null leaves it out (a password). */
type FieldView<V> = string | { label: string; show: (value: V) => string } | null;

/** Every top-level field of a form, so that a new field cannot be forgotten here. */
export type FieldViews<TValues> = { [K in keyof TValues & string]-?: FieldView<TValues[K]> };

/** How an item of a list saved as a whole is recognised in each version, named and shown. */
export type ItemView<T> = {
  key: (item: T, index: number) => string;
  label: (item: T, index: number) => string;
  show: (item: T, index: number) => string;
};

/** What an object is called, if it has a name of its own (a modificator, an image's path). */
const NAME_KEYS = ['name', 'title', 'content', 'path'] as const;

function nameOf(value: object): string | undefined {
  const named = value as Record<string, unknown>;
  const name = NAME_KEYS.map((key) => named[key]).find((text) => typeof text === 'string');
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** Any form value as readable Russian text: yes/no, '—' for empty, lists by their items. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return m.none;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof File) return value.name;
  if (Array.isArray(value)) {
    return value.length === 0 ? m.none : value.map(showValue).join('; ');
  }
  if (typeof value === 'object') {
    const name = nameOf(value);
    if (name !== undefined) return name;
    const parts = Object.values(value).map(showValue);
    const filled = parts.filter((part) => part !== m.none);
    return filled.length === 0 ? m.none : filled.join(', ');
  }
  return m.none;
}

/** The fields where the user's value is not what the other person saved, in the form's order. */
export function fieldRows<TValues extends object>(
  views: FieldViews<TValues>,
  { yours, theirs, loaded }: Versions<TValues>,
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const key of Object.keys(views) as (keyof TValues & string)[]) {
    const view: FieldView<TValues[typeof key]> = views[key];
    if (view === null || isSameValue(yours[key], theirs[key])) continue;
    const show = typeof view === 'string' ? showValue : view.show;
    rows.push({
      key,
      label: typeof view === 'string' ? view : view.label,
      yours: show(yours[key]),
      theirs: show(theirs[key]),
      loaded: show(loaded[key]),
    });
  }
  return rows;
}

type Shown = { label: string; text: string };

function byKey<T>(view: ItemView<T>, list: readonly T[]): Map<string, Shown> {
  return new Map(
    list.map((item, index) => [
      view.key(item, index),
      { label: view.label(item, index), text: view.show(item, index) },
    ]),
  );
}

/** Items of a list saved as a whole that differ in content or place; a missing one shows '—'. */
export function itemRows<T>(view: ItemView<T>, versions: Versions<readonly T[]>): ConflictRow[] {
  const yours = byKey(view, versions.yours);
  const theirs = byKey(view, versions.theirs);
  const loaded = byKey(view, versions.loaded);
  const keys = new Set([...yours.keys(), ...theirs.keys()]);
  return [...keys].flatMap((key) => {
    const mine = yours.get(key);
    const other = theirs.get(key);
    if (mine?.text === other?.text) return [];
    const label = (mine ?? other ?? loaded.get(key))?.label ?? key;
    return [
      {
        key,
        label,
        yours: mine?.text ?? m.none,
        theirs: other?.text ?? m.none,
        loaded: loaded.get(key)?.text ?? m.none,
      },
    ];
  });
}

/** A select's value by its option's label, matched as the select does: by text, '' for none. */
export const optionLabel =
  (options: readonly { value: string; label: string }[]) =>
  (value: unknown): string =>
    options.find((option) => option.value === String(value ?? ''))?.label ?? showValue(value);
