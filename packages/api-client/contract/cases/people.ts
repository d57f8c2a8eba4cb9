import type { Schemas } from '../../src';
import { keepCreated, need, readId, skip, type Scenario } from '../scenario';
import { byId, deleteOwn, firstOf, page, type Step } from './types';

// Only CONTRACT_ORDER_ID, re-sent with the statuses it has so it keeps its state; opt-in
// (--allow=order-status), as the server may still notify the customer.
async function pinnedOrder(scenario: Scenario, client: Parameters<Step['run']>[1]) {
  const id =
    scenario.config.ids.order ??
    skip('needs CONTRACT_ORDER_ID: the run changes no order it is not told to');
  if (scenario.own.pinnedOrder?.id === id) return scenario.own.pinnedOrder;
  const read = await client.GET('/api/admin/orders/{id}', byId(id));
  return need(read.data, `cannot read order ${id} (HTTP ${read.response.status})`);
}

export const orderSteps: Step[] = [
  {
    operationId: 'listOrders',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/orders', page());
      scenario.first.order = firstOf(result.data);
      if (!result.response.ok) return result;
      // The order desk's optional filters, all at once: created orders, awaiting payment,
      // placed on one day (from its first to its last millisecond, both inclusive).
      return client.GET('/api/admin/orders', {
        params: {
          query: {
            ...page().params.query,
            orderStatus: 1,
            paymentStatus: 1,
            dateFrom: '2026-11-19T22:00:00.000Z',
            dateTo: '2026-11-20T21:59:59.999Z',
          },
        },
      });
    },
  },
  {
    operationId: 'getOrder',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/orders/{id}', byId(readId(scenario, 'order')));
      if (result.data?.id === scenario.config.ids.order) scenario.own.pinnedOrder = result.data;
      return result;
    },
  },
  {
    operationId: 'setOrderStatus',
    effect: 'order-status',
    async run(scenario, client) {
      const order = await pinnedOrder(scenario, client);
      return client.POST('/api/admin/orders/{id}/status/{status}', {
        params: { path: { id: order.id, status: order.orderStatus } },
      });
    },
  },
  {
    operationId: 'setOrderPaymentStatus',
    effect: 'order-status',
    async run(scenario, client) {
      const order = await pinnedOrder(scenario, client);
      return client.POST('/api/admin/orders/{id}/payment/status/{status}', {
        params: { path: { id: order.id, status: order.paymentStatus } },
      });
    },
  },
];

/** A disabled customer (it cannot sign in) with one disabled promotion. */
export const userSteps: Step[] = [
  {
    operationId: 'listUsers',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/user/manager/list', page());
      scenario.first.user = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'createUser',
    async run(scenario, client) {
      const { label, runId } = scenario.config;
      const body: Schemas['UserInput'] = {
        userName: `contract.check.${runId}`,
        role: 'Customer',
        name: 'Проверка контракта',
        lastName: label.replace('Проверка контракта ', ''),
        isEnabled: false,
        // Nobody needs it: the account is disabled and deleted at the end.
        newPassword: `${crypto.randomUUID()}-Aa1!`,
      };
      const result = await client.POST('/api/admin/user/manager', { body });
      const id = keepCreated(scenario, result, {
        thing: 'user',
        // What getUser answers: the clean-up reads it back before deleting (ownership.ts).
        name: body.userName,
        remove: (api, userId) => api.DELETE('/api/admin/user/manager/{id}', byId(userId)),
      });
      scenario.own.user = id === undefined ? undefined : { ...body, id };
      return result;
    },
  },
  {
    operationId: 'getUser',
    run: (scenario, client) =>
      client.GET(
        '/api/admin/user/manager/{id}',
        byId(readId(scenario, 'user', scenario.own.user?.id)),
      ),
  },
  {
    operationId: 'updateUser',
    run(scenario, client) {
      const user = need(scenario.own.user, 'no user of its own: createUser failed');
      return client.PUT('/api/admin/user/manager', {
        body: {
          id: user.id,
          userName: user.userName,
          role: 'Customer',
          name: 'Проверка контракта (изменён)',
          lastName: user.lastName ?? null,
          isEnabled: false,
          bonuses: 0,
          hasCar: false,
          hasWife: false,
          children: 0,
          incomeLevel: 0,
          address: { city: null, street: null, house: null, flat: null },
        },
      });
    },
  },
  {
    operationId: 'saveUserPromotion',
    async run(scenario, client) {
      const { label, runId } = scenario.config;
      const user = need(scenario.own.user, 'no user of its own: createUser failed');
      const image = need(scenario.own.promotionImage, 'no image: uploadPromotionImage failed');
      const name = `${label}: акция покупателя`;
      const result = await client.POST('/api/admin/promotion/user/{id}', {
        ...byId(user.id),
        body: { name, image, isEnabled: false, promoCode: `KC${runId}`.toUpperCase() },
      });
      keepCreated(scenario, result, {
        thing: 'user promotion',
        name,
        remove: (api, id) => api.DELETE('/api/admin/promotion/user/{id}', byId(id)),
      });
      return result;
    },
  },
  {
    operationId: 'listUserPromotions',
    run: (scenario, client) =>
      client.GET('/api/admin/promotion/user/{userId}/list', {
        params: { path: { userId: readId(scenario, 'user', scenario.own.user?.id) } },
      }),
  },
];

export const userDeleteSteps: Step[] = [
  deleteOwn('deleteUserPromotion', 'user promotion', 'saveUserPromotion'),
  deleteOwn('deleteUser', 'user', 'createUser'),
];
