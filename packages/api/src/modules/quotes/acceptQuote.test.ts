import { QUOTE_MESSAGES, type AcceptQuoteRequest } from '@yardstick/core/schemas/quotes';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { mailOutbox, webhookDeliveries } from '../../platform/db/schema/index.ts';
import { quoteRepository } from './quotesRepository.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { buildServiceMeasures } from '@yardstick/core/testing/serviceMeasures';
import { buildAnalysis, buildOwner, buildService } from '../../testing/factories.ts';
import { presentAcceptedQuote } from './presenter.ts';
import type { Owner } from '../accounts/index.ts';
import { quoteEventListener, webhookRepository } from '../notifications/index.ts';
import type { QuoteEvents } from './quoteEvents.ts';
import { acceptQuote } from './acceptQuote.ts';
import { PricesChangedError } from './pricesChanged.ts';
import { SERVICE_GONE_MESSAGE, type RecomputeQuote } from './recomputeQuote.ts';

let db: Db;
beforeAll(async () => {
  db = (await holdTestDatabase()).db;
});
afterAll(releaseTestDatabase);

/** The mowing line as the homeowner was shown it, at `totalCost`. */
function shownMowing(totalCost: number): AcceptQuoteRequest['selectedServices'] {
  return [
    {
      serviceName: 'Lawn Mowing',
      pricePerSqFt: 0.008,
      areaSqFt: 10_000,
      totalCost,
      selectedFrequency: 'weekly',
    },
  ];
}

function request(
  analysisId: string,
  overrides: Partial<AcceptQuoteRequest> = {},
): AcceptQuoteRequest {
  return {
    propertyAnalysisId: analysisId,
    customerName: 'Pat Homeowner',
    customerEmail: 'pat@example.test',
    customerPhone: undefined,
    customerAddress: undefined,
    notes: 'Gate code 1234',
    selectedServices: shownMowing(80),
    ...overrides,
  };
}

async function ownerWithMowing(): Promise<Owner> {
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing' });
  return owner;
}

describe('acceptQuote', () => {
  it('stores the address the lawn was measured at, keeping what the homeowner typed', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner, { mowableSqFt: 10_000, complexityScore: 7 });
    const typed = '12 elm st springfeld';
    const shown = request(analysis.id, {
      customerAddress: typed,
      totalCost: 88,
      selectedServices: shownMowing(88),
    });
    const { quote } = await acceptQuote(db, owner.id, shown);
    expect(quote.customerAddress).toBe(analysis.address);
    expect(quote.typedAddress).toBe(typed);

    // Typed as matched: nothing to keep beside it.
    const same = request(analysis.id, {
      customerAddress: ` ${analysis.address} `,
      totalCost: 88,
      selectedServices: shownMowing(88),
    });
    expect((await acceptQuote(db, owner.id, same)).quote.typedAddress).toBeNull();
  });

  it('stores the quote and its lines, priced from the analysis and current prices', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner, { mowableSqFt: 10_000, complexityScore: 7 });
    // 10,000 sq ft × 0.008 × complexity 1.1 = 88.
    const shown = request(analysis.id, { totalCost: 88, selectedServices: shownMowing(88) });
    const { quote, created } = await acceptQuote(db, owner.id, shown);
    expect(created).toBe(true);
    expect(quote).toMatchObject({
      totalCents: 8800,
      customerAddress: analysis.address,
      status: 'pending',
      notes: 'Gate code 1234',
    });
    expect(quote.lines).toEqual([
      expect.objectContaining({
        serviceName: 'Lawn Mowing',
        areaSqFt: 10_000,
        frequency: 'weekly',
        totalCents: 8800,
        pricePerSqFt: '0.008000',
      }),
    ]);
    expect(await quoteRepository(db).get(owner.id, quote.id)).toMatchObject({
      lines: [expect.objectContaining({ totalCents: 8800 })],
    });
  });

  it('refuses a price other than the current one with the new figures, storing nothing', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner, { mowableSqFt: 10_000, complexityScore: 7 });
    const tampered = request(analysis.id, { totalCost: 1, selectedServices: shownMowing(1) });
    const refusal = acceptQuote(db, owner.id, tampered);
    await expect(refusal).rejects.toBeInstanceOf(PricesChangedError);
    await expect(refusal).rejects.toThrow(
      'Prices changed: Lawn Mowing (Weekly) is now $88.00 per visit (was $1.00). Please check the new price and accept again.',
    );
    await expect(refusal).rejects.toMatchObject({
      details: {
        services: [
          expect.objectContaining({
            serviceName: 'Lawn Mowing',
            isSelected: true,
            selectedFrequency: 'weekly',
            totalCost: 88,
          }),
        ],
      },
    });
    expect(await quoteRepository(db).list(owner.id)).toEqual([]);
  });

  describe('lines priced on another basis than the lawn', () => {
    async function ownerWithEdging(): Promise<Owner> {
      const owner = await ownerWithMowing();
      await buildService(owner, {
        name: 'Edging',
        frequencies: [
          { frequency: 'weekly', pricePerSqFt: 0.25, minimumPrice: null, basis: 'edge-length' },
        ],
      });
      return owner;
    }
    const withEdging = (edging: number) => [
      ...shownMowing(88),
      { serviceName: 'Edging', pricePerSqFt: 0.25, areaSqFt: 10_000, totalCost: edging },
    ];

    it("stores each line's basis and the quantity it was priced on, from the analysis' measures", async () => {
      const owner = await ownerWithEdging();
      const analysis = await buildAnalysis(owner, {
        mowableSqFt: 10_000,
        complexityScore: 7,
        serviceMeasures: buildServiceMeasures(),
      });
      // 310 ft of edging × $0.25 × complexity 1.1 = $85.25, rounded up to $86.
      const { quote } = await acceptQuote(
        db,
        owner.id,
        request(analysis.id, { selectedServices: withEdging(86) }),
      );
      expect(quote.totalCents).toBe(8800 + 8600);
      expect(
        presentAcceptedQuote(quote).services.map((line) => [
          line.serviceName,
          line.basis,
          line.quantity,
          line.pricePerSqFt,
          line.totalCost,
        ]),
      ).toEqual([
        ['Lawn Mowing', 'lawn-area', 10_000, 0.008, 88],
        ['Edging', 'edge-length', 310, 0.25, 86],
      ]);
    });

    it('refuses a line the stored analysis has no measure for, and stores nothing', async () => {
      const owner = await ownerWithEdging();
      // Analyzed before edges were measured: edging cannot be priced, never on 0 ft.
      const analysis = await buildAnalysis(owner, { mowableSqFt: 10_000, complexityScore: 7 });
      const refusal = acceptQuote(
        db,
        owner.id,
        request(analysis.id, { selectedServices: withEdging(0) }),
      );
      await expect(refusal).rejects.toThrow(SERVICE_GONE_MESSAGE);
      expect(await quoteRepository(db).list(owner.id)).toEqual([]);
    });
  });

  it('raises a small lawn to the minimum price', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner, { mowableSqFt: 2_000 });
    const shown = request(analysis.id, { selectedServices: shownMowing(50) });
    const { quote } = await acceptQuote(db, owner.id, shown);
    expect(quote.totalCents).toBe(5000);
  });

  it('returns the first quote for a repeated idempotency key and stores only one', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner);
    const idempotencyKey = randomUUID();
    const first = await acceptQuote(db, owner.id, request(analysis.id, { idempotencyKey }));
    const [second, third] = await Promise.all([
      acceptQuote(db, owner.id, request(analysis.id, { idempotencyKey })),
      acceptQuote(db, owner.id, request(analysis.id, { idempotencyKey })),
    ]);
    expect([second.created, third.created]).toEqual([false, false]);
    expect(second.quote.id).toBe(first.quote.id);
    expect(await quoteRepository(db).list(owner.id)).toHaveLength(1);
  });

  it("refuses another owner's analysis and stores nothing", async () => {
    const owner = await ownerWithMowing();
    const theirs = await buildAnalysis(await buildOwner());
    await expect(acceptQuote(db, owner.id, request(theirs.id))).rejects.toThrow(
      new NotFoundError(QUOTE_MESSAGES.analysisRequired),
    );
    expect(await quoteRepository(db).list(owner.id)).toEqual([]);
  });

  it('refuses a service the owner does not offer', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner);
    const selection = request(analysis.id, {
      selectedServices: [
        { serviceName: 'Snow Removal', pricePerSqFt: 1, areaSqFt: 1, totalCost: 1 },
      ],
    });
    await expect(acceptQuote(db, owner.id, selection)).rejects.toThrow(
      new ValidationError(SERVICE_GONE_MESSAGE),
    );
  });

  it('stores nothing when a line cannot be stored: quote and lines share one transaction', async () => {
    const owner = await ownerWithMowing();
    const analysis = await buildAnalysis(owner);
    const brokenLine: RecomputeQuote = () =>
      Promise.resolve({
        totalCents: 100,
        mowableAcres: 0.2,
        // A service id that does not exist breaks the lines' foreign key after the quote row went in.
        lines: [
          {
            serviceId: randomUUID(),
            serviceName: 'Ghost',
            areaSqFt: 1,
            pricePerSqFt: '1',
            frequency: null,
            totalCents: 100,
          },
        ],
      });
    await expect(
      acceptQuote(db, owner.id, request(analysis.id, { selectedServices: shownMowing(1) }), {
        recompute: brokenLine,
      }),
    ).rejects.toThrow();
    expect(await quoteRepository(db).list(owner.id)).toEqual([]);
  });

  describe('the messages announcing a new quote', () => {
    const listener = () =>
      quoteEventListener(db, { publicUrl: new URL('https://app.example.test') });
    const stored = async (owner: Owner) => ({
      quotes: (await quoteRepository(db).list(owner.id)).length,
      mails: (await db.select().from(mailOutbox).where(eq(mailOutbox.ownerId, owner.id))).length,
      webhooks: (
        await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.ownerId, owner.id))
      ).length,
    });

    async function ownerWithEndpoint() {
      const owner = await ownerWithMowing();
      await webhookRepository(db).addEndpoint(owner.id, 'https://hooks.example.test/y', 'secret');
      return { owner, analysis: await buildAnalysis(owner) };
    }

    it('are stored with the quote: owner and homeowner e-mails and the quote.accepted webhook', async () => {
      const { owner, analysis } = await ownerWithEndpoint();
      const announce = { events: listener(), at: new Date() };
      await acceptQuote(db, owner.id, request(analysis.id), { announce });
      expect(await stored(owner)).toEqual({ quotes: 1, mails: 2, webhooks: 1 });
    });

    it('are not lost when they cannot be stored: nothing is, and a retry with the key stores all', async () => {
      const { owner, analysis } = await ownerWithEndpoint();
      const idempotencyKey = randomUUID();
      const real = listener();
      // The webhook row goes in after the e-mails, then the insert fails: a crash at that moment.
      const failing: Pick<QuoteEvents, 'acceptedWithin'> = {
        async acceptedWithin(tx, quote, quoteOwner, at) {
          await real.acceptedWithin(tx, quote, quoteOwner, at);
          throw new Error('the outbox insert failed');
        },
      };
      await expect(
        acceptQuote(db, owner.id, request(analysis.id, { idempotencyKey }), {
          announce: { events: failing, at: new Date() },
        }),
      ).rejects.toThrow('the outbox insert failed');
      expect(await stored(owner)).toEqual({ quotes: 0, mails: 0, webhooks: 0 });

      const retry = await acceptQuote(db, owner.id, request(analysis.id, { idempotencyKey }), {
        announce: { events: real, at: new Date() },
      });
      expect(retry.created).toBe(true);
      const again = await acceptQuote(db, owner.id, request(analysis.id, { idempotencyKey }), {
        announce: { events: real, at: new Date() },
      });
      expect(again.created).toBe(false);
      expect(await stored(owner)).toEqual({ quotes: 1, mails: 2, webhooks: 1 });
    });
  });
});
