import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  isSameDraftValue,
  loadDraft,
  removeDraft,
  restoredValues,
  saveDraft,
  sweepDrafts,
} from './drafts';

/**
 * A Storage in memory whose items are its own keys, as localStorage's are; `failWrites` makes
 * every write throw as a full quota does.
 */
function memoryStorage(failWrites = false) {
  const storage: Record<string, string> = {};
  const methods: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => (Object.hasOwn(storage, key) ? (storage[key] ?? null) : null),
    setItem: (key, value) => {
      if (failWrites) throw new DOMException('full', 'QuotaExceededError');
      storage[key] = value;
    },
    removeItem: (key) => {
      delete storage[key];
    },
  };
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(storage, name, { value, enumerable: false });
  }
  return storage as Record<string, string> & typeof methods;
}

const NOW = Date.UTC(2025, 5, 10, 12, 0);
const base = { name: 'Пицца', price: 500, tags: ['a'] };
const edited = { name: 'Пицца большая', price: 500, tags: ['a', 'b'] };
const input = { values: edited, base, etag: '"v1"', isUploading: false };

describe('draftKey', () => {
  it('tells users, screens and records apart, whatever their names hold', () => {
    const keys = [
      draftKey('1', 'products', 5),
      draftKey('2', 'products', 5),
      draftKey('1', 'news', 5),
      draftKey('1', 'products', 'new'),
      draftKey('1:products', '5', ''),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(draftKey('1', 'products', 5)).toBe(draftKey('1', 'products', '5'));
  });
});

describe('saveDraft and loadDraft', () => {
  it('gives back what was saved, with its time, version and base', () => {
    const storage = memoryStorage();
    const key = draftKey('1', 'products', 5);
    saveDraft(key, input, storage, NOW);
    expect(loadDraft(key, storage, NOW + 1000)).toEqual({
      at: NOW,
      values: edited,
      base,
      etag: '"v1"',
      lostImage: false,
    });
  });

  it('never gives one user the draft of another', () => {
    const storage = memoryStorage();
    saveDraft(draftKey('1', 'products', 5), input, storage, NOW);
    expect(loadDraft(draftKey('2', 'products', 5), storage, NOW)).toBeNull();
    expect(loadDraft(draftKey('1', 'products', 6), storage, NOW)).toBeNull();
  });

  it('drops a draft a week old when it is read', () => {
    const storage = memoryStorage();
    const key = draftKey('1', 'products', 5);
    saveDraft(key, input, storage, NOW);
    expect(loadDraft(key, storage, NOW + DRAFT_MAX_AGE_MS - 1)).not.toBeNull();
    expect(loadDraft(key, storage, NOW + DRAFT_MAX_AGE_MS)).toBeNull();
    expect(Object.keys(storage)).not.toContain(key);
  });

  it('keeps nothing when the values are those the edits started from', () => {
    const storage = memoryStorage();
    const key = draftKey('1', 'products', 5);
    saveDraft(key, input, storage, NOW);
    saveDraft(key, { ...input, values: { ...base, tags: ['a'] } }, storage, NOW);
    expect(Object.keys(storage)).toEqual([]);
  });

  it('keeps undefined values as such and leaves files out, saying so', () => {
    const storage = memoryStorage();
    const key = draftKey('1', 'slider', 'new');
    const file = new File(['x'], 'slide.png', { type: 'image/png' });
    saveDraft(
      key,
      {
        values: { content: 'Лето', bonuses: undefined, file },
        base: { content: '' },
        etag: null,
        isUploading: false,
      },
      storage,
      NOW,
    );
    const draft = loadDraft(key, storage, NOW);
    expect(draft?.values).toEqual({ content: 'Лето', bonuses: undefined, file: undefined });
    expect(Object.keys(draft?.values ?? {})).toEqual(['content', 'bonuses', 'file']);
    expect(draft?.lostImage).toBe(true);
  });

  it('says an image was left out when an upload was running', () => {
    const storage = memoryStorage();
    const key = draftKey('1', 'products', 5);
    saveDraft(key, { ...input, isUploading: true }, storage, NOW);
    expect(loadDraft(key, storage, NOW)?.lostImage).toBe(true);
  });

  it('removes an unreadable draft instead of failing', () => {
    const storage = memoryStorage();
    const broken = draftKey('1', 'products', 5);
    const foreign = draftKey('1', 'products', 6);
    storage.setItem(broken, '{not json');
    storage.setItem(foreign, JSON.stringify({ at: NOW, values: '3', base: '{}' }));
    expect(loadDraft(broken, storage, NOW)).toBeNull();
    expect(loadDraft(foreign, storage, NOW)).toBeNull();
    expect(Object.keys(storage)).toEqual([]);
  });

  it('swallows a full or failing storage: the draft is just not kept', () => {
    const storage = memoryStorage(true);
    const key = draftKey('1', 'products', 5);
    expect(() => saveDraft(key, input, storage, NOW)).not.toThrow();
    expect(loadDraft(key, storage, NOW)).toBeNull();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const throwing = { getItem: refuse, setItem: refuse, removeItem: refuse };
    expect(loadDraft(key, throwing, NOW)).toBeNull();
    expect(() => removeDraft(key, throwing)).not.toThrow();
  });

  it('works without any storage (disabled by the browser)', () => {
    const key = draftKey('1', 'products', 5);
    expect(() => saveDraft(key, input, undefined, NOW)).not.toThrow();
    expect(loadDraft(key, undefined, NOW)).toBeNull();
  });
});

describe('restoredValues', () => {
  it('takes the fields the draft changed and the current record for the rest', () => {
    const draft = { at: NOW, values: edited, base, etag: null, lostImage: false };
    const current = { name: 'Пицца', price: 550, tags: ['a'] };
    expect(restoredValues(draft, current)).toEqual({
      name: 'Пицца большая',
      price: 550,
      tags: ['a', 'b'],
    });
  });

  it('compares as the draft keeps values: files and undefined alike', () => {
    expect(isSameDraftValue({ a: undefined }, { a: new File(['x'], 'x.png') })).toBe(true);
    expect(isSameDraftValue({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(isSameDraftValue({ a: '' }, { a: undefined })).toBe(false);
  });
});

describe('sweepDrafts', () => {
  it('drops every old or unreadable draft of every user and leaves the rest alone', () => {
    const storage = memoryStorage();
    const fresh = draftKey('2', 'news', 1);
    saveDraft(draftKey('1', 'products', 5), input, storage, NOW - DRAFT_MAX_AGE_MS - 1);
    saveDraft(fresh, input, storage, NOW - 1000);
    storage.setItem(draftKey('3', 'stores', 7), 'garbage');
    storage.setItem('auth.token', 'not a draft');
    sweepDrafts(storage, NOW);
    expect(Object.keys(storage).sort()).toEqual(['auth.token', fresh].sort());
  });
});
