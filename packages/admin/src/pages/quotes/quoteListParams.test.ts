import { describe, expect, it } from 'vitest';
import { quoteApiSearch, quoteListSearch, readQuoteListParams } from './quoteListParams.ts';

describe('quote list URL', () => {
  it('reads the filters and page, leaving out what the server would refuse', () => {
    const params = readQuoteListParams(
      new URLSearchParams('q=%20dana%20&status=lost&from=2026-11-01&to=tomorrow&page=-3'),
    );
    expect(params).toEqual({
      q: 'dana',
      status: '',
      from: '2026-11-01',
      to: '',
      reviewRequired: '',
      page: 1,
    });
    expect(readQuoteListParams(new URLSearchParams('reviewRequired=true')).reviewRequired).toBe(
      'true',
    );
    expect(readQuoteListParams(new URLSearchParams('reviewRequired=yes')).reviewRequired).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    const base = { q: '', status: '', from: '', to: '', reviewRequired: '', page: 1 };
    expect(quoteListSearch(base).toString()).toBe('');
    expect(quoteListSearch({ ...base, status: 'pending', page: 3 }).toString()).toBe(
      'status=pending&page=3',
    );
    expect(quoteListSearch({ ...base, reviewRequired: 'true' }).toString()).toBe(
      'reviewRequired=true',
    );
  });

  it("asks the API for the owner's whole calendar days, and no page for an export", () => {
    const params = {
      q: 'oak',
      status: '',
      from: '2026-11-02',
      to: '2026-11-03',
      reviewRequired: '',
      page: 2,
    };
    const query = new URLSearchParams(quoteApiSearch(params, { withPage: true }));
    expect(new Date(query.get('from')!).getTime()).toBe(new Date(2026, 10, 2).getTime());
    expect(new Date(query.get('to')!).getTime()).toBe(new Date(2026, 10, 4).getTime() - 1);
    expect(query.get('page')).toBe('2');
    expect(quoteApiSearch(params, { withPage: false })).not.toContain('page=');
    expect(
      quoteApiSearch({ ...params, q: '', from: '', to: '', page: 1 }, { withPage: true }),
    ).toBe('');
  });
});
