// Unsaved edits kept in this browser per user, screen and record for a week (see
// docs/product-rules.md#drafts); storage that is full, disabled or odd just keeps none.
/** A Storage: its items are also its own keys, as localStorage's are. */
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Values = Record<string, unknown>;

/** What a form left unsaved, and what it started from. */
export type Draft = {
  /** When it was written, in ms since the epoch. */
  at: number;
  /** The form's values (files left out). */
  values: Values;
  /** The values the edits started from, and their version (null: none known). */
  base: Values;
  etag: string | null;
  /** A picked image was not in it: still uploading, or a file not sent yet. */
  lostImage: boolean;
};

export type DraftInput = {
  values: unknown;
  base: unknown;
  etag: string | null;
  isUploading: boolean;
};

const PREFIX = 'draft:';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// JSON has no undefined (a cleared number field holds it): kept as this text, put back on read.
const UNDEFINED = '\u0000undefined';

const local = (): DraftStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // no window (tests in node) or storage disabled by the browser
  }
};

export const draftKey = (user: string, screen: string, record: string | number) =>
  PREFIX + JSON.stringify([user, screen, String(record)]);

const encode = (value: unknown, onFile?: () => void) =>
  JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Blob) onFile?.();
    return item === undefined || item instanceof Blob ? UNDEFINED : item;
  });

/** Whether two values are the same as a draft keeps them (key order aside, which forms keep). */
export const isSameDraftValue = (a: unknown, b: unknown) => encode(a) === encode(b);

/** The fields the draft changed over `current`, so what someone else changed meanwhile stays. */
export function restoredValues(draft: Draft, current: Values): Values {
  const values = { ...current };
  for (const [name, value] of Object.entries(draft.values)) {
    if (!isSameDraftValue(value, draft.base[name])) values[name] = value;
  }
  return values;
}

function revive(value: unknown): unknown {
  if (value === UNDEFINED) return undefined;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = revive(record[key]);
  }
  return value;
}

export function removeDraft(key: string, storage = local()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot remove holds nothing we could offer either.
  }
}

/** Keeps the draft, or removes it when its values are those it started from. */
export function saveDraft(key: string, input: DraftInput, storage = local(), now = Date.now()) {
  let lostImage = input.isUploading;
  const values = encode(input.values, () => (lostImage = true));
  const base = encode(input.base);
  if (values === base) return removeDraft(key, storage);
  try {
    storage?.setItem(key, JSON.stringify({ at: now, values, base, etag: input.etag, lostImage }));
  } catch {
    // Quota exceeded or storage refused: the draft is not kept, the form goes on.
  }
}

/** The draft under `key`; a week-old or unreadable one is removed instead. */
export function loadDraft(key: string, storage = local(), now = Date.now()): Draft | null {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return null;
    const { at, values, base, etag = null, lostImage } = JSON.parse(raw) as Stored;
    const [kept, started] = [values, base].map((text) => revive(JSON.parse(text)));
    if (now - at < DRAFT_MAX_AGE_MS && isValues(kept) && isValues(started)) {
      return { at, values: kept, base: started, etag, lostImage: lostImage === true };
    }
  } catch {
    // Unreadable: removed below.
  }
  removeDraft(key, storage);
  return null;
}

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Stored = Omit<Draft, 'values' | 'base'> & { values: string; base: string };

/** Drops every week-old or unreadable draft of this browser, whoever wrote it. */
export function sweepDrafts(storage = local(), now = Date.now()): void {
  for (const key of Object.keys(storage ?? {})) {
    if (key.startsWith(PREFIX)) loadDraft(key, storage, now);
  }
}
