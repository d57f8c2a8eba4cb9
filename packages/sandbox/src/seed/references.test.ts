// Ids are unique per collection and every reference points at a record that exists, so each
// screen of the admin can open what a record links to.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seed } from './index';

const data = seed(new Date('2026-03-10T09:00:00.000Z'));
const MEDIA_ROOT = fileURLToPath(new URL('../../../api-spec/media', import.meta.url));

const ids = (records: readonly { id: number | string }[]) => records.map((record) => record.id);
const missing = (
  refs: readonly (number | null | undefined)[],
  known: readonly (number | string)[],
) => refs.filter((ref) => ref != null && !known.includes(ref));

describe('seeded references', () => {
  it('has unique ids in every collection', () => {
    const collections = {
      categories: data.categories,
      products: data.products,
      news: data.news,
      orders: data.orders,
      users: data.users,
      userPromotions: data.userPromotions,
      stores: data.stores,
      storePromotions: data.storePromotions,
      cities: data.cities,
      bartenders: data.bartenders,
      bartenderVotes: data.bartenderVotes,
      pushMailings: data.pushMailings,
      slides: data.slides,
      files: data.files,
    };
    for (const [name, records] of Object.entries(collections)) {
      expect(new Set(ids(records)).size, name).toBe(records.length);
    }
    expect(new Set(data.users.map((user) => user.userName)).size).toBe(data.users.length);
    expect(new Set(data.orders.map((order) => order.number)).size).toBe(data.orders.length);
  });

  it('links categories, products and their orderings to existing records', () => {
    const categoryIds = ids(data.categories);
    const productIds = ids(data.products);
    expect(
      missing(
        data.categories.map((c) => c.parentId),
        categoryIds,
      ),
    ).toEqual([]);
    expect(
      missing(
        data.products.flatMap((p) => p.categoryIds ?? []),
        categoryIds,
      ),
    ).toEqual([]);
    expect(
      missing(
        data.productLinks.map((l) => l.id),
        productIds,
      ),
    ).toEqual([]);
    expect(
      missing(
        data.productLinks.flatMap((l) => l.links),
        productIds,
      ),
    ).toEqual([]);
    for (const sort of data.productSort) {
      const inCategory = data.products
        .filter((product) => product.categoryIds?.includes(sort.categoryId))
        .map((product) => product.id);
      expect([...sort.productIds].sort((a, b) => a - b)).toEqual(inCategory);
    }
    expect(
      missing(
        data.categoryFilters.map((f) => f.categoryId),
        categoryIds,
      ),
    ).toEqual([]);
    expect(data.products.every((product) => (product.categoryIds ?? []).length > 0)).toBe(true);
  });

  it('links orders to products, customers and stores', () => {
    const customers = data.users.filter((user) => user.role === 'Customer').map((user) => user.id);
    expect(
      missing(
        data.orders.flatMap((o) => o.items.map((i) => i.productInfo.id)),
        ids(data.products),
      ),
    ).toEqual([]);
    expect(
      missing(
        data.orders.map((o) => o.customerId),
        customers,
      ),
    ).toEqual([]);
    expect(
      missing(
        data.orders.map((o) => o.storeId),
        ids(data.stores),
      ),
    ).toEqual([]);
    for (const order of data.orders) {
      for (const item of order.items) {
        expect(data.products.find((product) => product.id === item.productInfo.id)?.name).toBe(
          item.name,
        );
      }
    }
  });

  it('links people and places', () => {
    const customers = data.users.filter((user) => user.role === 'Customer').map((user) => user.id);
    expect(
      missing(
        data.userPromotions.map((p) => p.userId),
        customers,
      ),
    ).toEqual([]);
    expect(
      missing(
        data.stores.map((s) => s.cityId),
        ids(data.cities),
      ),
    ).toEqual([]);
    expect(
      missing(
        data.storePromotions.flatMap((p) => p.links ?? []),
        ids(data.stores),
      ),
    ).toEqual([]);
    expect(
      missing(
        data.bartenderVotes.map((v) => v.bartenderId),
        ids(data.bartenders),
      ),
    ).toEqual([]);
    for (const vote of data.bartenderVotes) {
      expect(data.users.find((user) => user.id === vote.user.id)?.userName).toBe(
        vote.user.userName,
      );
    }
    for (const bartender of data.bartenders) {
      if (!bartender.store) continue;
      const store = data.stores.find((candidate) => candidate.id === bartender.store?.id);
      expect(store && { id: store.id, name: store.name, address: store.address }).toEqual(
        bartender.store,
      );
    }
    expect(data.bartenders.some((bartender) => bartender.store === null)).toBe(true);
  });

  it('points every picture at a file of the media folder', () => {
    const paths = [
      ...data.categories.flatMap((c) => (c.image ? [c.image.path] : [])),
      ...data.products.flatMap((p) => (p.images ?? []).map((image) => image.path)),
      ...data.products.flatMap((p) =>
        (p.modificators ?? []).flatMap((m) => (m.image ? [m.image.path] : [])),
      ),
      ...data.news.flatMap((n) => (n.images ?? []).map((image) => image.path)),
      ...data.stores.flatMap((s) => (s.images ?? []).map((image) => image.path)),
      ...data.bartenders.flatMap((b) => (b.imagePath ? [b.imagePath] : [])),
      ...data.userPromotions.map((p) => p.image),
      ...data.storePromotions.map((p) => p.image),
      ...data.slides.map((s) => s.path),
    ];
    expect(paths.length).toBeGreaterThan(300);
    const absent = [...new Set(paths)].filter(
      (path) =>
        !path.startsWith('/media/') || !existsSync(`${MEDIA_ROOT}/${path.slice('/media/'.length)}`),
    );
    expect(absent).toEqual([]);
  });

  it('serves downloadable files with content', () => {
    for (const file of data.files) {
      expect(Buffer.from(file.bytesBase64, 'base64').length).toBeGreaterThan(0);
      expect(file.fileName).not.toBe('');
    }
    const pdf = data.files.find((file) => file.contentType === 'application/pdf');
    expect(Buffer.from(pdf?.bytesBase64 ?? '', 'base64').toString('latin1')).toMatch(
      /^%PDF-1\.4[\s\S]*%%EOF\n$/,
    );
  });
});
