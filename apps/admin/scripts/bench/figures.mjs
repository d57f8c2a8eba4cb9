// The one list of figures `pnpm bench` measures, in the order they are printed: each names its
// JSON key, its label, the measure it reads, its target (from budgets.mjs) and its format.
import { deepLinkFigures } from './figures/deep-link.mjs';
import { listInteractionFigures } from './figures/interaction-lists.mjs';
import { screenInteractionFigures } from './figures/interaction-screens.mjs';
import { loginFigures } from './figures/login.mjs';
import { loginReferenceFigures } from './figures/login-reference.mjs';
import { listFigures } from './figures/lists.mjs';
import { orderRefreshFigures } from './figures/order-refresh.mjs';
import { productEditorFigures } from './figures/product-editor.mjs';
import { sandboxLoadFigures } from './figures/sandbox-load.mjs';
import { sizeFigures } from './figures/sizes.mjs';
import { soakFigures } from './figures/soak.mjs';
import { storePromotionFigures } from './figures/store-promotions.mjs';

/** @type {import('./run.mjs').Figure[]} */
export const figures = [
  ...sizeFigures,
  ...loginFigures,
  ...loginReferenceFigures,
  ...listFigures,
  ...productEditorFigures,
  ...deepLinkFigures,
  ...listInteractionFigures,
  ...screenInteractionFigures,
  ...storePromotionFigures,
  ...orderRefreshFigures,
  ...soakFigures,
  ...sandboxLoadFigures,
];
