import { describe, expect, it } from 'vitest';
import { orderFiltersFromParams, withOrderFilter } from './use-order-filters';

describe('the order desk’s URL', () => {
  it('reads the filters it knows and the numbered page, and leaves out values it cannot read', () => {
    const params = new URLSearchParams(
      'status=Pending&method=bkash&from=2026-11-01&to=nope&q=%2001712345678%20&page=3',
    );
    expect(orderFiltersFromParams(params)).toEqual({
      status: 'Pending',
      method: 'bkash',
      from: '2026-11-01',
      to: undefined,
      q: '01712345678',
      page: 2,
    });
    expect(orderFiltersFromParams(new URLSearchParams('status=Lost&page=-2'))).toMatchObject({
      status: undefined,
      page: 0,
    });
    expect(orderFiltersFromParams(new URLSearchParams('page=x')).page).toBe(0);
  });

  it('goes back to the first page when a filter changes, and drops an emptied one', () => {
    const params = new URLSearchParams('status=Pending&page=3&q=B-7K3QX2');
    expect(withOrderFilter(params, 'method', 'nagad').toString()).toBe(
      'status=Pending&q=B-7K3QX2&method=nagad',
    );
    expect(withOrderFilter(params, 'q', '  ').toString()).toBe('status=Pending');
  });
});
