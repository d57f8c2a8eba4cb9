import { describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { createTestSandbox } from './test/harness';

const ORDERS = '/api/admin/orders';
const USERS = '/api/admin/user/manager';

describe('orders', () => {
  it('lists newest first and finds an order by number, customer or phone digits', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const page = schemas.zListOrdersResponse.parse((await api.get(`${ORDERS}?pageSize=20`)).body);
    const times = page.items.map((order) => Date.parse(order.utcDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.pages).toBe(Math.ceil(sandbox.state.data.orders.length / 20));

    const order = sandbox.state.data.orders[10];
    if (!order) throw new Error('the seed has too few orders');
    const search = async (text: string) =>
      schemas.zListOrdersResponse
        .parse((await api.get(`${ORDERS}?pageSize=1000&search=${encodeURIComponent(text)}`)).body)
        .items.map((item) => item.id);
    expect(await search(order.number)).toContain(order.id);
    expect(await search(order.contactName.toUpperCase())).toContain(order.id);
    expect(await search(order.contactPhone.replace(/\D/g, ''))).toContain(order.id);
  });

  it('shows one order without the sandbox bookkeeping and sets both statuses', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const id = sandbox.state.data.orders[0]?.id;
    const order = (await api.get(`${ORDERS}/${id}`)).body;
    expect(schemas.zGetOrderResponse.safeParse(order).success).toBe(true);
    expect(order).not.toHaveProperty('customerId');
    expect(order).not.toHaveProperty('storeId');

    expect((await api.post(`${ORDERS}/${id}/status/4`)).status).toBe(204);
    expect((await api.post(`${ORDERS}/${id}/payment/status/4`)).status).toBe(204);
    expect((await api.get(`${ORDERS}/${id}`)).body).toMatchObject({
      orderStatus: 4,
      paymentStatus: 4,
    });
    // Any status may follow any other.
    expect((await api.post(`${ORDERS}/${id}/status/1`)).status).toBe(204);

    expect((await api.post(`${ORDERS}/${id}/status/9`)).status).toBe(400);
    expect((await api.post(`${ORDERS}/${id}/payment/status/5`)).status).toBe(400);
    expect((await api.post(`${ORDERS}/99999/status/2`)).status).toBe(404);
    expect((await api.get(`${ORDERS}/99999`)).status).toBe(404);
  });
});

describe('users', () => {
  it('create (POST) → get → search → update (PUT) → sign in with the new password → delete', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const created = await api.post(USERS, {
      userName: 'e.belova',
      role: 'Customer',
      name: 'Елена',
      lastName: 'Белова',
      isEnabled: true,
      newPassword: 'first-pass-1',
    });
    const user = schemas.zCreateUserResponse.parse(created.body);
    expect(created.body).not.toHaveProperty('newPassword');
    expect(created.body).not.toHaveProperty('passwordHash');
    expect((await api.get(`${USERS}/${user.id}`)).body).toEqual(user);
    const found = schemas.zListUsersResponse.parse(
      (await api.get(`${USERS}/list?search=белова`)).body,
    );
    expect(found.items).toEqual([
      { id: user.id, userName: 'e.belova', name: 'Елена', lastName: 'Белова', role: 'Customer' },
    ]);

    const updated = await api.put(USERS, { ...user, bonuses: 420, newPassword: 'second-pass-2' });
    expect(updated.body).toMatchObject({ id: user.id, bonuses: 420 });
    await expect(sandbox.login('e.belova', 'first-pass-1')).rejects.toThrow();
    expect(await sandbox.login('e.belova', 'second-pass-2')).toHaveProperty('token');
    // Without newPassword the password stays.
    await api.put(USERS, { ...user, name: 'Лена' });
    expect(await sandbox.login('e.belova', 'second-pass-2')).toHaveProperty('token');

    expect((await api.delete(`${USERS}/${user.id}`)).status).toBe(204);
    expect((await api.get(`${USERS}/${user.id}`)).status).toBe(404);
  });

  it('needs a password and a free user name to create, an existing id to update', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const noPassword = await api.post(USERS, {
      userName: 'new.user',
      role: 'Admin',
      isEnabled: true,
    });
    expect(noPassword.body).toMatchObject({
      errors: { newPassword: ['Поле обязательно для заполнения'] },
    });
    const enabled = { isEnabled: true };
    const taken = await api.post(USERS, {
      ...enabled,
      userName: 'ADMIN',
      role: 'Admin',
      newPassword: 'x1',
    });
    expect(taken.body).toMatchObject({ errors: { userName: [expect.any(String)] } });
    const boss = await api.post(USERS, {
      ...enabled,
      userName: 'x',
      role: 'Boss',
      newPassword: 'x1',
    });
    expect(boss.body).toMatchObject({ errors: { role: [expect.any(String)] } });
    const unknown = await api.put(USERS, { ...enabled, id: 99_999, userName: 'x', role: 'Admin' });
    expect(unknown.status).toBe(404);
    const noId = await api.put(USERS, { ...enabled, userName: 'x', role: 'Admin' });
    expect(noId.body).toMatchObject({ errors: { id: [expect.any(String)] } });
    const wrongOld = await api.put(USERS, {
      id: 1,
      userName: 'admin',
      role: 'Admin',
      isEnabled: true,
      oldPassword: 'wrong',
      newPassword: 'new-pass',
    });
    expect(wrongOld.body).toMatchObject({ errors: { oldPassword: [expect.any(String)] } });
    expect(await sandbox.login('admin', 'admin123')).toHaveProperty('token');
  });

  it('does not let users delete their own account', async () => {
    const api = await createTestSandbox().admin();
    const reply = await api.delete(`${USERS}/1`);
    expect(reply.status).toBe(400);
    expect((await api.get(`${USERS}/1`)).status).toBe(200);
  });
});

describe('user promotions', () => {
  it('list → add → save → delete, all for one customer', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const userId = sandbox.state.data.users.find((user) => user.role === 'Customer')?.id;
    const list = async () =>
      schemas.zListUserPromotionsResponse.parse(
        (await api.get(`/api/admin/promotion/user/${userId}/list`)).body,
      );
    const before = await list();
    const added = await api.post(`/api/admin/promotion/user/${userId}`, {
      name: 'Кофе в подарок',
      image: '/media/promotions/breakfast.svg',
      isEnabled: true,
      promoCode: 'COFFEE26',
      startDateUTC: '2026-12-01T00:00:00Z',
    });
    const promotion = schemas.zSaveUserPromotionResponse.parse(added.body);
    expect(promotion).toMatchObject({ isEnabled: true, startDateUTC: '2026-12-01T00:00:00.000Z' });
    expect(added.body).not.toHaveProperty('userId');
    expect(await list()).toEqual([...before, promotion]);

    const saved = await api.post(`/api/admin/promotion/user/${userId}`, {
      id: promotion.id,
      name: 'Кофе и круассан',
      image: promotion.image,
      isEnabled: false,
    });
    expect(saved.body).toEqual({ ...promotion, name: 'Кофе и круассан', isEnabled: false });

    expect((await api.delete(`/api/admin/promotion/user/${promotion.id}`)).status).toBe(204);
    expect(await list()).toEqual(before);
    expect((await api.delete(`/api/admin/promotion/user/${promotion.id}`)).status).toBe(404);
  });

  it('needs a promo code for a new promotion and an existing user', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const body = { name: 'Акция', image: '/media/promotions/birthday.svg', isEnabled: true };
    const userId = sandbox.state.data.users.find((user) => user.role === 'Customer')?.id;
    const noCode = await api.post(`/api/admin/promotion/user/${userId}`, body);
    expect(noCode.body).toMatchObject({
      errors: { promoCode: ['Поле обязательно для заполнения'] },
    });
    expect(
      (await api.post('/api/admin/promotion/user/99999', { ...body, promoCode: 'X' })).status,
    ).toBe(404);
    expect((await api.get('/api/admin/promotion/user/99999/list')).status).toBe(404);
  });
});
