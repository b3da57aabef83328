import { describe, expect, it } from 'vitest';
import {
  NO_QUOTE_FILTERS,
  quoteApiSearch,
  quoteExportSearch,
  quoteListSearch,
  readQuoteListParams,
} from './quoteListParams.ts';

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
      archived: '',
      page: 1,
    });
    expect(readQuoteListParams(new URLSearchParams('reviewRequired=true')).reviewRequired).toBe(
      'true',
    );
    expect(readQuoteListParams(new URLSearchParams('reviewRequired=yes')).reviewRequired).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    const base = { ...NO_QUOTE_FILTERS, page: 1 };
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
      archived: '',
      page: 2,
    };
    const timeZone = 'America/Chicago';
    const query = new URLSearchParams(quoteApiSearch(params, { withPage: true, timeZone }));
    // The owner's days in Kansas City (UTC−6 in November), not the UTC days.
    expect(query.get('from')).toBe('2026-11-02T06:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-04T05:59:59.999Z');
    expect(query.get('page')).toBe('2');
    expect(quoteApiSearch(params, { withPage: false, timeZone })).not.toContain('page=');
    expect(
      quoteApiSearch({ ...params, q: '', from: '', to: '', page: 1 }, { withPage: true, timeZone }),
    ).toBe('');
  });

  it('asks the export for the same days, its times in the owner\u2019s zone', () => {
    const params = readQuoteListParams(new URLSearchParams('from=2026-11-02&page=3'));
    const query = new URLSearchParams(quoteExportSearch(params, 'Asia/Tokyo'));
    expect(query.get('from')).toBe('2026-11-01T15:00:00.000Z');
    expect(query.get('timeZone')).toBe('Asia/Tokyo');
    expect(query.get('page')).toBeNull();
  });
});
