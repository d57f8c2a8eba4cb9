import type { ApiClient } from '../src';
import type { Thing } from './registry';

/** Deletes of one record: its id exists no more (a server may give it to a new record). */
const DELETES: Record<string, Thing> = {
  '/api/admin/city/{id}': 'city',
  '/api/admin/store/{id}': 'store',
  '/api/admin/promotion/{id}': 'store promotion',
  '/api/admin/bartender/{id}': 'bartender',
  '/api/admin/catalog/category/{id}': 'category',
  '/api/admin/catalog/product/{id}': 'product',
  '/api/admin/news/{id}': 'news item',
  '/api/admin/user/manager/{id}': 'user',
  '/api/admin/promotion/user/{id}': 'user promotion',
};

// Every id these reads answer existed before any later create, so a create answering one made
// nothing (keepCreated).
const READS: Record<string, Thing> = {
  '/api/admin/city/list': 'city',
  '/api/admin/city/{id}': 'city',
  '/api/admin/store/list': 'store',
  '/api/admin/store/{id}': 'store',
  '/api/admin/promotion/list': 'store promotion',
  '/api/admin/bartender/list': 'bartender',
  '/api/admin/bartender/{id}': 'bartender',
  '/api/admin/catalog/category/tree': 'category',
  '/api/admin/catalog/category/{id}': 'category',
  '/api/admin/catalog/product/list': 'product',
  '/api/admin/catalog/product/edit/{id}': 'product',
  '/api/admin/news/list': 'news item',
  '/api/admin/news/{id}': 'news item',
  '/api/admin/user/manager/list': 'user',
  '/api/admin/user/manager/{id}': 'user',
  '/api/admin/promotion/user/{userId}/list': 'user promotion',
  '/api/admin/common/slider': 'slide',
};

/** Ids of a list's items (a page's `items`, a tree's `categories`) or of one record. */
function idsIn(value: unknown, into: Set<number>) {
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as { id?: unknown; items?: unknown; categories?: unknown };
  if (typeof record.id === 'number') into.add(record.id);
  idsIn(record.items, into);
  idsIn(record.categories, into);
}

export type KnownIds = {
  /** Whether a read of the run showed this record. */
  has(thing: Thing, id: number): boolean;
  /** Notes the ids of every read `client` makes from now on. */
  watch(client: ApiClient): void;
};

export function createKnownIds(): KnownIds {
  const known = new Map<Thing, Set<number>>();
  const of = (thing: Thing) => {
    const ids = known.get(thing) ?? new Set<number>();
    known.set(thing, ids);
    return ids;
  };
  return {
    has: (thing, id) => of(thing).has(id),
    watch(client) {
      client.use({
        async onResponse({ request, response, schemaPath }) {
          if (request.method === 'DELETE' && response.ok && DELETES[schemaPath]) {
            of(DELETES[schemaPath]).delete(Number(new URL(request.url).pathname.split('/').pop()));
          }
          const thing = READS[schemaPath];
          if (request.method !== 'GET' || !thing || !response.ok) return undefined;
          try {
            idsIn(await response.clone().json(), of(thing));
          } catch {
            // Not JSON: the read's own test reports it; there are no ids to note.
          }
          return undefined;
        },
      });
    },
  };
}
