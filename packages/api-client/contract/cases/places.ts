import { toFormData } from '../../src';
import { zUploadPromotionImageResponse, zUploadStoreImageResponse } from '../../src/schemas';
import { ownStoreBody } from '../own-bodies';
import { keepCreated, need, readId } from '../scenario';
import { byId, deleteOwn, firstOf, page, type Step, valid } from './types';

/**
 * A city, a store in it and a promotion of that store, all disabled so no customer sees them.
 * Reads use the run's own records (see readId).
 */
export const placeSteps: Step[] = [
  {
    operationId: 'listCities',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/city/list', page());
      scenario.first.city = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'saveCity',
    async run(scenario, client) {
      const name = `${scenario.config.label}: город`;
      const result = await client.POST('/api/admin/city', {
        body: { name, isEnabled: false, location: { lat: 54.7104, lon: 20.4522 } },
      });
      scenario.own.city = keepCreated(scenario, result, {
        thing: 'city',
        name,
        remove: (api, id) => api.DELETE('/api/admin/city/{id}', byId(id)),
      });
      return result;
    },
  },
  {
    operationId: 'getCity',
    run: (scenario, client) =>
      client.GET('/api/admin/city/{id}', byId(readId(scenario, 'city', scenario.own.city))),
  },
  {
    operationId: 'listStores',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/store/list', page());
      scenario.first.store = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'uploadStoreImage',
    async run(scenario, client) {
      const result = await client.POST('/api/admin/store/image/save', {
        body: { file: scenario.image(), order: 1 },
        bodySerializer: toFormData,
      });
      scenario.own.storeImage = valid(zUploadStoreImageResponse, result.data);
      return result;
    },
  },
  {
    operationId: 'saveStore',
    async run(scenario, client) {
      const { label, runId } = scenario.config;
      const { storeImage, city } = scenario.own;
      const body = ownStoreBody({
        name: `${label}: магазин`,
        code: `KC-${runId}`,
        cityId: city ?? null,
        address: `${label}: адрес`,
        images: storeImage ? [storeImage] : [],
      });

      const result = await client.POST('/api/admin/store/', { body });
      const id = keepCreated(scenario, result, {
        thing: 'store',
        name: body.name,
        remove: (api, storeId) => api.DELETE('/api/admin/store/{id}', byId(storeId)),
      });
      scenario.own.store = id === undefined ? undefined : { ...body, id };
      return result;
    },
  },
  {
    operationId: 'getStore',
    run: (scenario, client) =>
      client.GET('/api/admin/store/{id}', byId(readId(scenario, 'store', scenario.own.store?.id))),
  },
  {
    operationId: 'listStorePromotions',
    run: (_scenario, client) => client.GET('/api/admin/promotion/list', page()),
  },
  {
    operationId: 'uploadPromotionImage',
    async run(scenario, client) {
      const result = await client.POST('/api/admin/promotion/image/save', {
        body: { file: scenario.image() },
        bodySerializer: toFormData,
      });
      scenario.own.promotionImage = valid(zUploadPromotionImageResponse, result.data)?.url;
      return result;
    },
  },
  {
    operationId: 'saveStorePromotion',
    async run(scenario, client) {
      const name = `${scenario.config.label}: акция магазина`;
      const image = need(scenario.own.promotionImage, 'no image: uploadPromotionImage failed');
      const store = scenario.own.store;
      const result = await client.POST('/api/admin/promotion', {
        // Runs only in the run's own store, if there is one.
        body: { name, image, isEnabled: false, links: store ? [store.id] : [] },
      });
      keepCreated(scenario, result, {
        thing: 'store promotion',
        name,
        remove: (api, id) => api.DELETE('/api/admin/promotion/{id}', byId(id)),
      });
      return result;
    },
  },
];

/** The deletes, newest record first; the clean-up retries whatever these leave. */
export const placeDeleteSteps: Step[] = [
  deleteOwn('deleteStorePromotion', 'store promotion', 'saveStorePromotion'),
  deleteOwn('deleteStore', 'store', 'saveStore'),
  deleteOwn('deleteCity', 'city', 'saveCity'),
];
