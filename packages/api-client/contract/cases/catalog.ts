import { toFormData } from '../../src';
import { zUploadCatalogImageResponse } from '../../src/schemas';
import { keepCreated, need, readId } from '../scenario';
import { byId, deleteOwn, firstOf, type Step, valid } from './types';

/** The run's own root category (unpublished), the iiko sync and the file download. */
export const categorySteps: Step[] = [
  {
    operationId: 'getCategoryTree',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/catalog/category/tree');
      scenario.first.category = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'uploadCatalogImage',
    async run(scenario, client) {
      const result = await client.POST('/api/admin/catalog/image/save', {
        body: { file: scenario.image(), order: 1 },
        bodySerializer: toFormData,
      });
      scenario.own.catalogImage = valid(zUploadCatalogImageResponse, result.data);
      return result;
    },
  },
  {
    operationId: 'saveCategory',
    async run(scenario, client) {
      const name = `${scenario.config.label}: категория`;
      const result = await client.POST('/api/admin/catalog/category', {
        body: { name, parentId: null, isPublished: false, image: null },
      });
      scenario.own.category = keepCreated(scenario, result, {
        thing: 'category',
        name,
        remove: (api, id) => api.DELETE('/api/admin/catalog/category/{id}', byId(id)),
      });
      return result;
    },
  },
  {
    operationId: 'getCategory',
    run: (scenario, client) =>
      client.GET(
        '/api/admin/catalog/category/{id}',
        byId(readId(scenario, 'category', scenario.own.category)),
      ),
  },
];

export const catalogEffectSteps: Step[] = [
  {
    operationId: 'syncCatalog',
    effect: 'sync',
    run: (_scenario, client) => client.POST('/api/admin/catalog/iiko/sync'),
  },
  {
    operationId: 'downloadFile',
    run: (scenario, client) =>
      client.GET('/api/file/{id}', {
        params: {
          path: {
            id: need(
              scenario.config.fileId,
              'no file to download: no call lists files; set CONTRACT_FILE_ID',
            ),
          },
        },
        parseAs: 'blob',
      }),
  },
];

export const categoryDeleteSteps: Step[] = [
  deleteOwn('deleteCategory', 'category', 'saveCategory'),
];
