import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../test/harness';
import { parseInterval, placeOrder } from './order-feed';

describe('the order feed', () => {
  it.each([
    ['90s', 90_000],
    ['2m', 120_000],
    ['500ms', 500],
    ['45', 45_000],
    ['', undefined],
    ['soon', undefined],
    ['0s', undefined],
  ])('reads %j as %s ms', (text, ms) => {
    expect(parseInterval(text)).toBe(ms);
  });

  it('places a new order, just placed, with the next number, listed first', async () => {
    const sandbox = createTestSandbox();
    const before = sandbox.state.data.nextId.orderNumber;
    const order = placeOrder(sandbox.state);
    expect(order).toMatchObject({ orderStatus: 1, number: String(before) });
    expect(order?.items.length).toBeGreaterThan(0);
    const api = await sandbox.admin();
    const list = (await api.get('/api/admin/orders?page=1&pageSize=1')).body;
    expect(JSON.stringify(list)).toContain(String(before));
  });
});
