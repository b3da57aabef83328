import {
  QUOTE_LIST_MESSAGES,
  quoteListResponseSchema,
  type QuoteListResponse,
} from '@yardstick/core/schemas/quoteList';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';

const app = useTestApp();

type Owner = Awaited<ReturnType<typeof buildOwner>>;

async function list(owner: Owner, query = ''): Promise<QuoteListResponse> {
  const res = await app.as(owner).get(`/api/accepted-quotes${query}`);
  expect(res.status, res.text).toBe(200);
  return quoteListResponseSchema.parse(res.body);
}

const names = (page: QuoteListResponse) => page.acceptedQuotes.map((quote) => quote.customerName);

const OLDEST_FIVE = ['Customer 5', 'Customer 4', 'Customer 3', 'Customer 2', 'Customer 1'];

/** 25 quotes, "Customer 1" oldest … "Customer 25" newest. */
async function ownerWith25Quotes(): Promise<Owner> {
  const owner = await buildOwner();
  for (let n = 1; n <= 25; n += 1) {
    await buildQuote(owner, {
      customerName: `Customer ${n}`,
      createdAt: new Date(Date.UTC(2026, 0, n, 12)),
    });
  }
  return owner;
}

describe('GET /api/accepted-quotes pages', () => {
  it('answers 20 quotes newest first with the total, and each further page in turn', async () => {
    const owner = await ownerWith25Quotes();
    const first = await list(owner);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(names(first)[0]).toBe('Customer 25');
    expect(first.acceptedQuotes).toHaveLength(20);

    const second = await list(owner, '?page=2');
    expect(names(second)).toEqual(OLDEST_FIVE);

    const bySize = await list(owner, '?page=3&pageSize=10');
    expect(names(bySize)).toEqual(names(second));
    expect(bySize.total).toBe(25);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const owner = await ownerWith25Quotes();
    const past = await list(owner, '?page=4&pageSize=10');
    expect(past.acceptedQuotes).toEqual([]);
    expect(past.total).toBe(25);
    const all = await list(owner, '?pageSize=100');
    expect(all.acceptedQuotes).toHaveLength(25);
    const exact = await list(owner, '?page=5&pageSize=5');
    expect(names(exact)).toEqual(OLDEST_FIVE);
  });

  it.each([
    ['?page=0', QUOTE_LIST_MESSAGES.pageInvalid],
    ['?page=-1', QUOTE_LIST_MESSAGES.pageInvalid],
    ['?page=1.5', QUOTE_LIST_MESSAGES.pageInvalid],
    ['?page=abc', QUOTE_LIST_MESSAGES.pageInvalid],
    ['?page=1e30', QUOTE_LIST_MESSAGES.pageInvalid],
    ['?pageSize=0', QUOTE_LIST_MESSAGES.pageSizeInvalid],
    ['?pageSize=101', QUOTE_LIST_MESSAGES.pageSizeInvalid],
    ['?status=lost', 'Status must be pending, contacted, scheduled or completed'],
    [
      '?status=pending&status=contacted',
      'Status must be pending, contacted, scheduled or completed',
    ],
    ['?from=yesterday', QUOTE_LIST_MESSAGES.dateInvalid],
    ['?to=2026-02-30', QUOTE_LIST_MESSAGES.dateInvalid],
    ['?from=2026-03-02&to=2026-03-01', QUOTE_LIST_MESSAGES.dateOrder],
    [`?q=${'x'.repeat(201)}`, QUOTE_LIST_MESSAGES.searchTooLong],
  ])('refuses %s with a clear 400', async (query, error) => {
    const owner = await buildOwner();
    const res = await app.as(owner).get(`/api/accepted-quotes${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });
});

describe('GET /api/accepted-quotes filters', () => {
  it('keeps the quotes of one status; an empty status means all', async () => {
    const owner = await buildOwner();
    await buildQuote(owner, { customerName: 'Waiting', status: 'pending' });
    await buildQuote(owner, { customerName: 'Booked', status: 'scheduled' });
    expect(names(await list(owner, '?status=scheduled'))).toEqual(['Booked']);
    expect((await list(owner, '?status=')).total).toBe(2);
  });

  it('keeps the quotes accepted within the dates, both days included', async () => {
    const owner = await buildOwner();
    const at = (iso: string, name: string) =>
      buildQuote(owner, { customerName: name, createdAt: new Date(iso) });
    await at('2026-03-01T23:59:59Z', 'Before');
    await at('2026-03-02T00:00:00Z', 'First moment');
    await at('2026-03-05T23:59:59Z', 'Last moment');
    await at('2026-03-06T00:00:00Z', 'After');
    expect(names(await list(owner, '?from=2026-03-02&to=2026-03-05'))).toEqual([
      'Last moment',
      'First moment',
    ]);
    expect(names(await list(owner, '?from=2026-03-06'))).toEqual(['After']);
    expect(names(await list(owner, '?to=2026-03-01'))).toEqual(['Before']);
    // Instants, as a browser sends the bounds of the owner's own day.
    const instants = `?from=${encodeURIComponent('2026-03-01T23:00:00-01:00')}&to=2026-03-05T23:59:59Z`;
    expect(names(await list(owner, instants))).toEqual(['Last moment', 'First moment']);
  });

  it('searches name, e-mail and address, in any case, and combines with the other filters', async () => {
    const owner = await buildOwner();
    await buildQuote(owner, {
      customerAddress: '12 Maple Court, Springfield',
      customerName: 'Dana Whitfield',
      customerEmail: 'dana@example.com',
      status: 'contacted',
    });
    await buildQuote(owner, {
      customerAddress: '48 Oak Lane, Shelbyville',
      customerName: 'Lee Park',
      customerEmail: 'lee.park@mowmail.test',
    });
    expect(names(await list(owner, '?q=whitF'))).toEqual(['Dana Whitfield']);
    expect(names(await list(owner, '?q=MOWMAIL'))).toEqual(['Lee Park']);
    expect(names(await list(owner, '?q=oak%20lane'))).toEqual(['Lee Park']);
    expect(names(await list(owner, '?q=%20%20'))).toHaveLength(2);
    expect(names(await list(owner, '?q=park&status=contacted'))).toEqual([]);
    expect(names(await list(owner, '?q=dana&status=contacted'))).toEqual(['Dana Whitfield']);
  });

  it('takes search text literally: no LIKE wildcards, no SQL', async () => {
    const owner = await buildOwner();
    await buildQuote(owner, { customerAddress: '1 Main St', customerName: '100% Lawn Co' });
    await buildQuote(owner, { customerAddress: '2 Main St', customerName: "O'Brien_Yard" });
    expect(names(await list(owner, '?q=%25'))).toEqual(['100% Lawn Co']);
    expect(names(await list(owner, '?q=_'))).toEqual(["O'Brien_Yard"]);
    expect(names(await list(owner, `?q=${encodeURIComponent("o'b")}`))).toEqual(["O'Brien_Yard"]);
    for (const hostile of [
      "' OR '1'='1",
      "%' OR 1=1 --",
      '\\',
      "'); DROP TABLE accepted_quotes; --",
    ]) {
      const found = await list(owner, `?q=${encodeURIComponent(hostile)}`);
      expect(found.total, hostile).toBe(0);
    }
    expect((await list(owner)).total).toBe(2);
  });

  it("counts and answers only the caller's quotes", async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    await buildQuote(owner, { customerName: 'Shared Name Mine' });
    await buildQuote(stranger, { customerName: 'Shared Name Theirs' });
    await buildQuote(stranger, { customerName: 'Shared Name Theirs Too' });
    const mine = await list(owner, '?q=shared%20name');
    expect(names(mine)).toEqual(['Shared Name Mine']);
    expect(mine.total).toBe(1);
  });
});
