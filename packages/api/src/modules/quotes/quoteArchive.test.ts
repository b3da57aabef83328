import { quoteListResponseSchema } from '@yardstick/core/schemas/quoteList';
import { acceptQuoteResponseSchema } from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import { parseCsv } from '../../testing/parseCsv.ts';
import type { Owner } from '../accounts/index.ts';

const app = useTestApp();

async function listed(owner: Owner, query = '') {
  const res = await app.as(owner).get(`/api/accepted-quotes${query}`);
  expect(res.status, res.text).toBe(200);
  return quoteListResponseSchema.parse(res.body).acceptedQuotes.map((quote) => quote.customerName);
}

describe('archiving an accepted quote', () => {
  it('hides it from the default list and the export, lists it under ?archived=true, and restores it', async () => {
    const owner = await buildOwner();
    const kept = await buildQuote(owner, { customerName: 'Kept Lawn' });
    const old = await buildQuote(owner, { customerName: 'Old Lawn' });
    const client = app.as(owner);

    const archived = await client.post(`/api/accepted-quotes/${old.id}/archive`);
    expect(archived.status).toBe(200);
    expect(acceptQuoteResponseSchema.parse(archived.body).acceptedQuote.archivedAt).not.toBeNull();
    expect(await listed(owner)).toEqual(['Kept Lawn']);
    expect(await listed(owner, '?archived=true')).toEqual(['Old Lawn']);
    const csv = parseCsv((await client.get('/api/accepted-quotes/export.csv')).text);
    expect(csv.some((row) => row.includes('Old Lawn'))).toBe(false);
    expect(csv.some((row) => row.includes('Kept Lawn'))).toBe(true);

    const restored = await client.post(`/api/accepted-quotes/${old.id}/restore`);
    expect(acceptQuoteResponseSchema.parse(restored.body).acceptedQuote.archivedAt).toBeNull();
    expect(await listed(owner)).toEqual(['Old Lawn', 'Kept Lawn']);
    expect(kept.id).not.toBe(old.id);
  });

  it("answers 404 for another owner's quote, an unknown id and a malformed one, changing nothing", async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    const quote = await buildQuote(owner, { customerName: 'Private Lawn' });
    for (const action of ['archive', 'restore']) {
      expect(
        (await app.as(stranger).post(`/api/accepted-quotes/${quote.id}/${action}`)).status,
      ).toBe(404);
      expect((await app.as(owner).post(`/api/accepted-quotes/not-a-uuid/${action}`)).status).toBe(
        404,
      );
    }
    expect((await app.anonymous().post(`/api/accepted-quotes/${quote.id}/archive`)).status).toBe(
      401,
    );
    expect(await listed(owner)).toEqual(['Private Lawn']);
  });

  it('refuses an archived filter that is neither true nor false with 400', async () => {
    const owner = await buildOwner();
    expect((await app.as(owner).get('/api/accepted-quotes?archived=maybe')).status).toBe(400);
  });
});

describe('DELETE /api/accepted-quotes/:id', () => {
  it('deletes the owner’s quote for good, and only theirs', async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    const quote = await buildQuote(owner, { customerName: 'Gone Lawn' });
    expect((await app.as(stranger).delete(`/api/accepted-quotes/${quote.id}`)).status).toBe(404);
    expect((await app.as(owner).delete('/api/accepted-quotes/12345')).status).toBe(404);
    expect(await listed(owner)).toEqual(['Gone Lawn']);

    expect((await app.as(owner).delete(`/api/accepted-quotes/${quote.id}`)).status).toBe(204);
    expect(await listed(owner)).toEqual([]);
    expect(await listed(owner, '?archived=true')).toEqual([]);
    expect((await app.as(owner).delete(`/api/accepted-quotes/${quote.id}`)).status).toBe(404);
  });
});
