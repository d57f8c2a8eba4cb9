import type { Page, Request } from '@playwright/test';
import { svgFile as pictureFile } from './requests';

/** A small SVG picture, as a file for an <input type=file>. */
export const svgFile = (name = 'promo.svg') => pictureFile(name);

/** API routes of the orders, users and push screens, as Playwright URL globs. */
export const operationsApi = {
  orderList: '**/api/admin/orders?**',
  order: '**/api/admin/orders/452',
  orderStatus: '**/api/admin/orders/452/status/*',
  paymentStatus: '**/api/admin/orders/452/payment/status/*',
  userList: '**/api/admin/user/manager/list?**',
  user: (id: number) => `**/api/admin/user/manager/${id}`,
  userSave: '**/api/admin/user/manager',
  userPromotions: '**/api/admin/promotion/user/12/list',
  userPromotionSave: '**/api/admin/promotion/user/12',
  promotionImage: '**/api/admin/promotion/image/save',
  push: '**/api/admin/push',
} as const;

/** Where the alerts appear (the shell's live region). */
export const alerts = (page: Page) => page.getByRole('region', { name: 'Уведомления' });

/** The JSON body a request sent. */
export function jsonBody(request: Request): unknown {
  const text = request.postData();
  return text === null ? undefined : JSON.parse(text);
}

/** Answers the matching GET calls with the given JSON instead of the mock's example. */
export async function answerGet(page: Page, url: string, body: unknown): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fallback(),
  );
}

/** Picks an option of a labelled dropdown (the kit's Radix select). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The mock's customer (GET /user/manager/{id}), also the base of other users in the tests. */
export { mockCustomer } from '../../src/features/users/test/mock-customer';

/** An Admin record: the customer blocks must not show for it. */
export const adminUser = (id: number) => ({
  id,
  userName: id === 1 ? 'admin' : 'manager.ivanova',
  role: 'Admin',
  name: id === 1 ? 'Алексей' : 'Мария',
  lastName: id === 1 ? 'Соколов' : 'Иванова',
  phone: '+7 921 610 45 23',
  birthDate: '1990-05-14',
  email: 'admin@example.ru',
  isEnabled: true,
});
