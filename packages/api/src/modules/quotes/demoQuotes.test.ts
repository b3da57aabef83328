import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { selectedServicesOf } from '@yardstick/core/offer';
import { acceptQuoteResponseSchema } from '@yardstick/core/schemas/quotes';
import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { describe, expect, it } from 'vitest';
import { seedDemoOwner } from '../../app/demo/seedDemoOwner.ts';
import { ownerRepository } from '../accounts/index.ts';
import { mailOutboxRepository } from '../notifications/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import { quoteRepository } from './quotesRepository.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const app = useTestApp();

describe('quotes accepted on the landing demo', () => {
  it('are marked as demo quotes and send no mail', async () => {
    await seedDemoOwner(app.db);
    const demo = app.withApiKey(DEMO_LANDING_API_KEY);
    const address = demoAddressList()[5]!.address;
    const analysed = await demo.post('/api/analyze-property', { address });
    expect(analysed.status).toBe(200);
    const result = propertyAnalysisResultSchema.parse(analysed.body);
    const accepted = await demo.post('/api/accept-quote', {
      propertyAnalysisId: result.analysisId,
      customerName: 'Curious Visitor',
      customerEmail: 'visitor@example.com',
      selectedServices: selectedServicesOf(result.services),
    });
    expect(accepted.status, accepted.text).toBe(201);
    expect(acceptQuoteResponseSchema.parse(accepted.body).acceptedQuote.demo).toBe(true);
    const demoOwner = await ownerRepository(app.db).findByEmail('demo@yardstick.test');
    const mails = await mailOutboxRepository(app.db).listForOwner(demoOwner!.id, 50);
    expect(mails.filter((mail) => mail.text.includes('Curious Visitor'))).toEqual([]);
  });

  it("keep only the newest of the owner's demo quotes, and never touch the others", async () => {
    const owner = await buildOwner();
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const kept = await buildQuote(owner, { customerName: 'Real lead', createdAt: day(1) });
    for (const n of [2, 3, 4]) {
      await buildQuote(owner, { customerName: `Demo ${n}`, demo: true, createdAt: day(n) });
    }
    await quoteRepository(app.db).deleteOlderDemos(owner.id, 2);
    const { quotes } = await quoteRepository(app.db).page(owner.id, {
      page: 1,
      pageSize: 20,
      archived: false,
    });
    expect(quotes.map((quote) => quote.customerName)).toEqual(['Demo 4', 'Demo 3', 'Real lead']);
    expect(quotes.at(-1)?.id).toBe(kept.id);
  });
});
