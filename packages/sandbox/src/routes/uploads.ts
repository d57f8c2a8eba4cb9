// Catalogue and news uploads return an Image, store ones a StoreImage, the others only the url.
import type { Hono } from 'hono';
import { orderField, readUploadForm, storeUpload } from '../domain/uploads';
import type { AppEnv } from '../env';
import { badRequest, invalid, ok } from '../http/reply';
import type { SandboxState } from '../state';

type UploadOperation =
  | 'uploadCatalogImage'
  | 'uploadNewsImage'
  | 'uploadStoreImage'
  | 'uploadPromotionImage'
  | 'uploadBartenderImage';

export function registerUploadRoutes(app: Hono<AppEnv>, state: SandboxState) {
  const upload = (path: string, operation: UploadOperation) =>
    app.post(path, async (c) => {
      const form = await readUploadForm(c);
      if (form instanceof Response) return form;
      if (!form) return badRequest(operation);
      const { file, fields } = form;
      const order = orderField(fields.order, 1);
      const errors =
        order === null ? { ...form.errors, order: ['Неверный тип значения'] } : form.errors;
      if (!file || order === null) return invalid(operation, errors);
      const stored = await storeUpload(state, file);
      switch (operation) {
        case 'uploadCatalogImage':
        case 'uploadNewsImage':
          return ok(operation, {
            id: stored.id,
            path: stored.path,
            originalName: stored.originalName,
            order,
          });
        case 'uploadStoreImage':
          return ok(operation, { id: stored.id, order, path: stored.path });
        case 'uploadPromotionImage':
        case 'uploadBartenderImage':
          return ok(operation, { url: stored.path });
      }
    });

  upload('/api/admin/catalog/image/save', 'uploadCatalogImage');
  upload('/api/admin/news/image/save', 'uploadNewsImage');
  upload('/api/admin/store/image/save', 'uploadStoreImage');
  upload('/api/admin/promotion/image/save', 'uploadPromotionImage');
  upload('/api/admin/bartender/image/save', 'uploadBartenderImage');
}
