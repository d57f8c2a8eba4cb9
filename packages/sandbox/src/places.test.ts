import { describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { createTestSandbox } from './test/harness';

const week = (day = { from: '09:00:00.000', to: '22:00:00.000' }) =>
  Array.from({ length: 7 }, () => day);

const storeBody = {
  name: 'Магазин в Пионерском',
  code: 'PNR-01',
  cityId: 1,
  address: 'Пионерский, ул. Комсомольская, 5',
  phone: '8 4012 555 090',
  terminalId: 't-1',
  sectionId: 's-1',
  storeId: 'st-1',
  organizationId: 'o-1',
  departmentId: 'd-1',
  isBranded: false,
  isEnabled: true,
  location: { lat: 54.95, lon: 20.22 },
  workTime: [...week().slice(0, 6), { from: null, to: null }],
};

describe('cities', () => {
  it('create → get → search → update → delete → 404, leaving its stores without a city', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const city = schemas.zSaveCityResponse.parse(
      (
        await api.post('/api/admin/city', {
          name: 'Пионерский',
          isEnabled: true,
          location: { lat: 54.95, lon: 20.22 },
        })
      ).body,
    );
    expect(city.isEnabled).toBe(true);
    expect((await api.get(`/api/admin/city/${city.id}`)).body).toEqual(city);
    const found = schemas.zListCitiesResponse.parse(
      (await api.get('/api/admin/city/list?search=пионер')).body,
    );
    expect(found.items).toEqual([city]);
    const updated = await api.post('/api/admin/city', { ...city, isEnabled: false });
    expect(updated.body).toEqual({ ...city, isEnabled: false });

    const store = schemas.zSaveStoreResponse.parse(
      (await api.post('/api/admin/store/', { ...storeBody, cityId: city.id })).body,
    );
    expect((await api.delete(`/api/admin/city/${city.id}`)).status).toBe(204);
    expect((await api.get(`/api/admin/city/${city.id}`)).status).toBe(404);
    expect((await api.get(`/api/admin/store/${store.id}`)).body).toMatchObject({ cityId: null });
  });
});

describe('stores', () => {
  it('create → get → list → update → delete → 404, with hours and location', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const store = schemas.zSaveStoreResponse.parse(
      (await api.post('/api/admin/store/', storeBody)).body,
    );
    expect(store).toMatchObject({ ...storeBody, isBranded: false, isEnabled: true, images: [] });
    expect((await api.get(`/api/admin/store/${store.id}`)).body).toEqual(store);
    const all = schemas.zListStoresResponse.parse(
      (await api.get('/api/admin/store/list?pageSize=100000')).body,
    );
    expect(all.pages).toBe(1);
    expect(all.items.find((item) => item.id === store.id)).toMatchObject({
      name: storeBody.name,
      address: storeBody.address,
      isEnabled: true,
    });
    const images = [{ id: 900, order: 1, path: '/media/stores/leninsky.svg' }];
    const updated = await api.post('/api/admin/store/', { ...store, images, workTime: week() });
    expect(updated.body).toMatchObject({ id: store.id, images, workTime: week() });
    expect((await api.delete(`/api/admin/store/${store.id}`)).status).toBe(204);
    expect((await api.get(`/api/admin/store/${store.id}`)).status).toBe(404);
  });

  it('refuses a day with one time only, an unknown city and missing iiko ids', async () => {
    const api = await createTestSandbox().admin();
    const halfDay = await api.post('/api/admin/store/', {
      ...storeBody,
      workTime: [{ from: '09:00:00.000', to: null }, ...week().slice(1)],
    });
    expect(halfDay.body).toMatchObject({ errors: { 'workTime.0': [expect.any(String)] } });
    const city = await api.post('/api/admin/store/', { ...storeBody, cityId: 99_999 });
    expect(city.body).toMatchObject({ errors: { cityId: [expect.any(String)] } });
    const { terminalId: _terminalId, ...noTerminal } = storeBody;
    const missing = await api.post('/api/admin/store/', noTerminal);
    expect(missing.body).toMatchObject({
      errors: { terminalId: ['Поле обязательно для заполнения'] },
    });
    const sixDays = await api.post('/api/admin/store/', {
      ...storeBody,
      workTime: week().slice(1),
    });
    expect(sixDays.status).toBe(422);
  });
});

describe('store promotions', () => {
  it('create → list → update → delete; a deleted store leaves the links', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const store = schemas.zSaveStoreResponse.parse(
      (await api.post('/api/admin/store/', storeBody)).body,
    );
    const created = await api.post('/api/admin/promotion', {
      name: 'Счастливые часы',
      image: '/media/promotions/happy-hour.svg',
      isEnabled: true,
      links: [1, store.id],
    });
    const promotion = schemas.zSaveStorePromotionResponse.parse(created.body);
    const list = async () =>
      schemas.zListStorePromotionsResponse.parse(
        (await api.get('/api/admin/promotion/list?pageSize=1000000')).body,
      );
    expect((await list()).items.at(-1)).toEqual(promotion);
    await api.delete(`/api/admin/store/${store.id}`);
    expect((await list()).items.find((p) => p.id === promotion.id)?.links).toEqual([1]);

    const updated = await api.post('/api/admin/promotion', {
      ...promotion,
      links: [2],
      isEnabled: false,
    });
    expect(updated.body).toMatchObject({ id: promotion.id, links: [2], isEnabled: false });
    const unknown = await api.post('/api/admin/promotion', { ...promotion, links: [99_999] });
    expect(unknown.body).toMatchObject({ errors: { 'links.0': [expect.any(String)] } });

    expect((await api.delete(`/api/admin/promotion/${promotion.id}`)).status).toBe(204);
    expect((await list()).items.some((p) => p.id === promotion.id)).toBe(false);
    expect((await api.delete(`/api/admin/promotion/${promotion.id}`)).status).toBe(404);
  });
});

describe('bartenders', () => {
  it('create with a store → get → update → reviews → delete → 404', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const created = await api.post('/api/admin/bartender', {
      lastName: 'Егорова',
      name: 'Валерия',
      description: 'Классические коктейли',
      store: { id: 1 },
      rating: 5,
    });
    const bartender = schemas.zSaveBartenderResponse.parse(created.body);
    const store = sandbox.state.data.stores.find((candidate) => candidate.id === 1);
    expect(bartender).toMatchObject({
      store: { id: 1, name: store?.name, address: store?.address },
      rating: null,
    });
    expect((await api.get(`/api/admin/bartender/${bartender.id}`)).body).toEqual(bartender);
    const list = schemas.zListBartendersResponse.parse(
      (await api.get('/api/admin/bartender/list')).body,
    );
    expect(list.at(-1)).toEqual(bartender);

    const moved = await api.post('/api/admin/bartender', {
      ...bartender,
      store: null,
      tipsLink: null,
    });
    expect(moved.body).toMatchObject({ id: bartender.id, store: null });
    expect((await api.get(`/api/admin/bartender/${bartender.id}/votes`)).body).toEqual([]);
    expect((await api.delete(`/api/admin/bartender/${bartender.id}`)).status).toBe(204);
    expect((await api.get(`/api/admin/bartender/${bartender.id}`)).status).toBe(404);
    expect((await api.get(`/api/admin/bartender/${bartender.id}/votes`)).status).toBe(404);
  });

  it('lists reviews newest first and rates with their mean to one decimal', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const votes = sandbox.state.data.bartenderVotes.filter((vote) => vote.bartenderId === 1);
    expect(votes.length).toBeGreaterThan(1);
    const listed = schemas.zListBartenderVotesResponse.parse(
      (await api.get('/api/admin/bartender/1/votes')).body,
    );
    expect(listed).toHaveLength(votes.length);
    const times = listed.map((vote) => Date.parse(vote.dateTimeUtc));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mean = votes.reduce((sum, vote) => sum + vote.rating, 0) / votes.length;
    expect((await api.get('/api/admin/bartender/1')).body).toMatchObject({
      rating: Math.round(mean * 10) / 10,
    });
  });

  it('refuses an unknown store and a missing description', async () => {
    const api = await createTestSandbox().admin();
    const body = { lastName: 'Б', name: 'В', description: 'Г', store: { id: 99_999 } };
    expect((await api.post('/api/admin/bartender', body)).body).toMatchObject({
      errors: { 'store.id': [expect.any(String)] },
    });
    const { description: _description, ...noDescription } = body;
    expect((await api.post('/api/admin/bartender', noDescription)).body).toMatchObject({
      errors: { description: ['Поле обязательно для заполнения'] },
    });
  });
});
