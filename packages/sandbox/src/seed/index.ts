import { SEED_VERSION, type Id, type SandboxData } from '../data';
import { buildBartenders, buildVotes } from './bartenders';
import { buildCatalog } from './catalog';
import { buildNews, buildPushMailings, buildSlides } from './content';
import { buildFiles } from './files';
import { buildOrders, FIRST_ORDER_NUMBER } from './orders';
import { buildUsers } from './people';
import { buildCities, buildStores } from './places';
import { buildStorePromotions, buildUserPromotions } from './promotions';
import { createRng } from './random';

export { CREDENTIALS } from './people';

/** The PRNG seed; change it and every seeded record changes. */
const SEED = 20_241_120;

const nextAfter = (records: readonly { id: Id }[]): Id =>
  records.reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** Dates are relative to `now`, so the demo looks current; a fixed instant gives the same data. */
export function seed(now: Date = new Date()): SandboxData {
  const rng = createRng(SEED);
  let imageId = 0;
  const nextImageId = (): Id => (imageId += 1);

  const catalog = buildCatalog(rng, nextImageId);
  const cities = buildCities();
  const stores = buildStores(rng, cities, nextImageId);
  const users = buildUsers(rng);
  const orders = buildOrders(rng, now, catalog.products, users, stores);
  const bartenders = buildBartenders(rng, stores);
  const bartenderVotes = buildVotes(rng, now, bartenders, users);
  const userPromotions = buildUserPromotions(rng, now, users);
  const storePromotions = buildStorePromotions(rng, now, stores);
  const news = buildNews(rng, now, nextImageId);
  const slides = buildSlides();
  const pushMailings = buildPushMailings(now, users, orders);
  const files = buildFiles(rng, catalog.products);

  return {
    version: SEED_VERSION,
    ...catalog,
    news,
    orders,
    users,
    userPromotions,
    stores,
    storePromotions,
    cities,
    bartenders,
    bartenderVotes,
    pushMailings,
    slides,
    uploads: [],
    files,
    refreshTokens: [],
    nextId: {
      categories: nextAfter(catalog.categories),
      products: nextAfter(catalog.products),
      images: imageId + 1,
      news: nextAfter(news),
      orders: nextAfter(orders),
      orderNumber: FIRST_ORDER_NUMBER + orders.length,
      users: nextAfter(users),
      userPromotions: nextAfter(userPromotions),
      stores: nextAfter(stores),
      storePromotions: nextAfter(storePromotions),
      cities: nextAfter(cities),
      bartenders: nextAfter(bartenders),
      bartenderVotes: nextAfter(bartenderVotes),
      pushMailings: nextAfter(pushMailings),
      slides: nextAfter(slides),
    },
  };
}
