import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../../components/list-screen/use-list-params';
import { inTimeZone } from '../../../test/time-zone';
import { orderFilterShape, toOrderListQuery } from './order-filters';

inTimeZone();

const read = (query: string) => parseFilters(new URLSearchParams(query), orderFilterShape);

describe('order filters in the URL', () => {
  it('reads the statuses and the days', () => {
    expect(read('orderStatus=4&paymentStatus=2&dateFrom=01.11.2026&dateTo=20.11.2026')).toEqual({
      orderStatus: '4',
      paymentStatus: '2',
      dateFrom: '01.11.2026',
      dateTo: '20.11.2026',
    });
  });

  it('takes a missing or unreadable value for no filter', () => {
    const none = { orderStatus: '', paymentStatus: '', dateFrom: '', dateTo: '' };
    expect(read('')).toEqual(none);
    expect(read('orderStatus=6&paymentStatus=5&dateFrom=30.02.2026&dateTo=2026-11-20')).toEqual(
      none,
    );
    expect(read('orderStatus=0&paymentStatus=abc&dateFrom=&dateTo=1.11.2026')).toEqual(none);
  });
});

describe('toOrderListQuery', () => {
  it('sends a day from its local start to its last local millisecond, in UTC', () => {
    expect(
      toOrderListQuery({
        orderStatus: '1',
        paymentStatus: '4',
        dateFrom: '01.11.2026',
        dateTo: '20.11.2026',
      }),
    ).toEqual({
      orderStatus: 1,
      paymentStatus: 4,
      dateFrom: '2026-10-31T22:00:00.000Z',
      dateTo: '2026-11-20T21:59:59.999Z',
    });
  });

  it('leaves out what is not set, so the unfiltered list is one query', () => {
    const empty = toOrderListQuery({
      orderStatus: '',
      paymentStatus: '',
      dateFrom: '',
      dateTo: '',
    });
    expect(empty).toEqual(toOrderListQuery({}));
    expect(Object.values(empty).every((value) => value === undefined)).toBe(true);
  });
});
