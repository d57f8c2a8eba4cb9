// Every seeded record must be what the contract allows, or the admin would reject the demo.
import * as schemas from '@shop/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { seed } from './index';

const data = seed(new Date('2026-03-10T09:00:00.000Z'));

type Schema = { safeParse(value: unknown): { success: boolean; error?: unknown } };

/** The first records that fail, with why, so a failure says what to fix. */
function failures(schema: Schema, records: readonly unknown[]): unknown[] {
  return records
    .map((record) => ({ record, result: schema.safeParse(record) }))
    .filter(({ result }) => !result.success)
    .slice(0, 3)
    .map(({ record, result }) => ({ record, error: String(result.error) }));
}

describe('seeded records match the contract', () => {
  const cases: [string, Schema, readonly unknown[]][] = [
    ['categories', schemas.zCategory, data.categories],
    ['products', schemas.zProduct, data.products],
    ['product links', schemas.zProductLinksSave, data.productLinks],
    ['filters', schemas.zFilterItem, data.categoryFilters.flatMap((entry) => entry.filters)],
    ['news', schemas.zNews, data.news],
    ['orders', schemas.zOrder, data.orders],
    ['users', schemas.zUser, data.users],
    ['user list items', schemas.zUserListItem, data.users],
    ['user promotions', schemas.zUserPromotion, data.userPromotions],
    ['stores', schemas.zStore, data.stores],
    ['store promotions', schemas.zStorePromotion, data.storePromotions],
    ['cities', schemas.zCity, data.cities],
    ['bartenders', schemas.zBartender, data.bartenders],
    ['bartender votes', schemas.zBartenderVote, data.bartenderVotes],
    ['push mailings', schemas.zPushMailing, data.pushMailings],
    ['slides', schemas.zSlide, data.slides],
    ['file ids', schemas.zDownloadFilePath, data.files],
  ];

  it.each(cases)('%s', (_name, schema, records) => {
    expect(records.length).toBeGreaterThan(0);
    expect(failures(schema, records)).toEqual([]);
  });

  it('gives stored records ids, which the contract makes optional on input', () => {
    for (const record of [...data.userPromotions, ...data.storePromotions]) {
      expect(schemas.zId.safeParse(record.id).success).toBe(true);
    }
  });

  it('checks what the schemas cannot: closed days have both times null', () => {
    for (const store of data.stores) {
      for (const day of store.workTime) expect(day.from === null).toBe(day.to === null);
    }
    expect(data.stores.some((store) => store.workTime.some((day) => day.from === null))).toBe(true);
  });

  it('uses phones in the admin masks', () => {
    for (const store of data.stores) expect(store.phone).toMatch(/^\d \d{4} \d{3} \d{3}$/);
    for (const user of data.users) expect(user.phone).toMatch(/^\+\d \d{3} \d{3} \d{2} \d{2}$/);
  });

  it('numbers product images 1..n', () => {
    for (const product of data.products) {
      expect((product.images ?? []).map((image) => image.order)).toEqual(
        (product.images ?? []).map((_image, index) => index + 1),
      );
    }
  });

  it('sanity-checks the validation itself', () => {
    expect(failures(schemas.zOrder, [{ ...data.orders[0], orderStatus: 6 }])).toHaveLength(1);
    expect(failures(schemas.zStore, [{ ...data.stores[0], workTime: [] }])).toHaveLength(1);
  });
});
