import { Hono } from 'hono';
import { authGuard } from './auth/guard';
import type { TokenSettings } from './auth/tokens';
import type { AppEnv } from './env';
import { allowedHostsFrom, hostCheck } from './http/host-check';
import { errorResponse, MESSAGES } from './http/reply';
import { persistChanges, requestLog } from './middleware';
import { registerAuthRoutes } from './routes/auth';
import { registerBartenderRoutes } from './routes/bartenders';
import { registerCatalogOrderRoutes } from './routes/catalog-order';
import { registerCategoryRoutes } from './routes/categories';
import { registerCityRoutes } from './routes/cities';
import { registerFileRoutes } from './routes/files';
import { registerMediaRoutes } from './routes/media';
import { registerNewsRoutes } from './routes/news';
import { registerOrderRoutes } from './routes/orders';
import { registerProductLinkRoutes } from './routes/product-links';
import { registerProductRoutes } from './routes/products';
import { registerPushRoutes } from './routes/push';
import { registerSandboxRoutes } from './routes/sandbox';
import { registerSliderRoutes } from './routes/slider';
import { registerStorePromotionRoutes } from './routes/store-promotions';
import { registerStoreRoutes } from './routes/stores';
import { registerUploadRoutes } from './routes/uploads';
import { registerUserPromotionRoutes } from './routes/user-promotions';
import { registerUserRoutes } from './routes/users';
import type { SandboxState } from './state';

export type AppSettings = TokenSettings & {
  log?: (line: string) => void;
  /** Host names served (http/host-check.ts); default the loopback names only. */
  allowedHosts?: ReadonlySet<string>;
  /** How long the iiko sync takes to answer; default 0. */
  syncDelayMs?: number;
};

export function createApp(state: SandboxState, settings: AppSettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const allowedHosts = settings.allowedHosts ?? allowedHostsFrom(undefined, 'localhost');
  if (settings.log) app.use(requestLog(settings.log));
  app.use(hostCheck(allowedHosts));
  app.use(persistChanges(state));
  app.use('/api/*', authGuard(state, settings));

  registerSandboxRoutes(app, state, allowedHosts);
  registerMediaRoutes(app, state);
  registerAuthRoutes(app, state, settings);
  // Literal paths (…/list, …/tree, …/image/save) are registered before the `:id` ones.
  registerUploadRoutes(app, state);
  registerCategoryRoutes(app, state);
  registerCatalogOrderRoutes(app, state);
  registerProductLinkRoutes(app, state);
  registerProductRoutes(app, state);
  registerFileRoutes(app, state, settings.syncDelayMs);
  registerNewsRoutes(app, state);
  registerOrderRoutes(app, state);
  registerUserPromotionRoutes(app, state);
  registerUserRoutes(app, state);
  registerStorePromotionRoutes(app, state);
  registerStoreRoutes(app, state);
  registerCityRoutes(app, state);
  registerBartenderRoutes(app, state);
  registerPushRoutes(app, state);
  registerSliderRoutes(app, state);

  app.notFound(() => errorResponse(404, 'Адрес не найден'));
  app.onError((error) => {
    console.error('[sandbox]', error);
    return errorResponse(500, MESSAGES.serverError);
  });
  return app;
}
