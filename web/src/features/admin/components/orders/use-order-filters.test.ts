import { describe, expect, it } from 'vitest';
import { orderFiltersFromParams, withOrderFilter } from './use-order-filters';

describe('the order desk’s URL', () => {
  it('reads the filters it knows and leaves out values it cannot read', () => {
    const params = new URLSearchParams(
      'status=Pending&method=bkash&from=2026-11-01&to=nope&q=%2001712345678%20&after=1.2.x&p=3',
    );
    expect(orderFiltersFromParams(params)).toEqual({
      status: 'Pending',
      method: 'bkash',
      from: '2026-11-01',
      to: undefined,
      q: '01712345678',
      after: '1.2.x',
      pageNumber: 3,
    });
    expect(orderFiltersFromParams(new URLSearchParams('status=Lost&p=-2'))).toMatchObject({
      status: undefined,
      pageNumber: 1,
    });
  });

  it('goes back to the newest page when a filter changes, and drops an emptied one', () => {
    const params = new URLSearchParams('status=Pending&after=1.2.x&p=3&q=B-7K3QX2');
    expect(withOrderFilter(params, 'method', 'nagad').toString()).toBe(
      'status=Pending&q=B-7K3QX2&method=nagad',
    );
    expect(withOrderFilter(params, 'q', '  ').toString()).toBe('status=Pending');
  });
});
