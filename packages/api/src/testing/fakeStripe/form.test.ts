import { describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';

describe('parseForm', () => {
  it('reads nested keys, indexed lists and appended lists', () => {
    expect(
      parseForm(
        'customer=cus_1&items[0][price]=p1&items[1][price]=p2&expand[]=a&expand[]=b&metadata[plan]=pro',
      ),
    ).toEqual({
      customer: 'cus_1',
      items: [{ price: 'p1' }, { price: 'p2' }],
      expand: ['a', 'b'],
      metadata: { plan: 'pro' },
    });
  });
});
