import { bartendersMessages } from './bartenders';
import { bulkMessages } from './bulk';
import { categoriesMessages } from './categories';
import { citiesMessages } from './cities';
import { conflictMessages } from './conflict';
import { dashboardMessages } from './dashboard';
import { draftsMessages } from './drafts';
import { exportMessages } from './export';
import { kitMessages } from './kit';
import { mapMessages } from './map';
import { newsMessages } from './news';
import { ordersMessages } from './orders';
import { productSortMessages } from './product-sort';
import { productsMessages } from './products';
import { pushMessages } from './push';
import { shellMessages } from './shell';
import { sliderMessages } from './slider';
import { storePromotionsMessages } from './store-promotions';
import { storesMessages } from './stores';
import { usersMessages } from './users';

/**
 * Every Russian text of the interface, one file per feature (and one for the shell), so
 * wording is reviewed in one place. The product's own texts are copied exactly, spelling included.
 */
export const messages = {
  ...shellMessages,
  ...conflictMessages,
  ...draftsMessages,
  ...dashboardMessages,
  ...categoriesMessages,
  ...productSortMessages,
  ...productsMessages,
  ...sliderMessages,
  ...ordersMessages,
  ...usersMessages,
  ...pushMessages,
  ...mapMessages,
  ...citiesMessages,
  ...storesMessages,
  ...storePromotionsMessages,
  ...bartendersMessages,
  ...newsMessages,
  ...exportMessages,
  ...bulkMessages,
  ...kitMessages,
} as const;
