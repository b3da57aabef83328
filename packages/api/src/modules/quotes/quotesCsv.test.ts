import { QUOTE_LIST_MESSAGES } from '@yardstick/core/schemas/quoteList';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acceptedQuotes } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import { parseCsv } from '../../testing/parseCsv.ts';

const app = useTestApp();

type Owner = Awaited<ReturnType<typeof buildOwner>>;

describe('GET /api/accepted-quotes/export.csv', () => {
  async function exportCsv(owner: Owner, query = '') {
    const res = await app.as(owner).get(`/api/accepted-quotes/export.csv${query}`);
    expect(res.status, res.text).toBe(200);
    return res;
  }

  it('downloads one row per service line with the quote fields repeated', async () => {
    const owner = await buildOwner();
    await buildQuote(owner, {
      customerName: 'Two Lines',
      createdAt: new Date('2026-04-02T09:30:00Z'),
      totalCents: 12_050,
      lines: [
        {
          serviceId: null,
          serviceName: 'Lawn Mowing',
          areaSqFt: 10_000,
          pricePerSqFt: '0.008000',
          frequency: 'weekly',
          totalCents: 8000,
        },
        {
          serviceId: null,
          serviceName: 'Fertilizing',
          areaSqFt: 10_000,
          pricePerSqFt: '0.004050',
          frequency: null,
          totalCents: 4050,
        },
      ],
    });
    await buildQuote(owner, {
      customerName: 'No Lines',
      createdAt: new Date('2026-04-01T09:30:00Z'),
      lines: [],
    });

    const res = await exportCsv(owner);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?accepted-quotes-\d{4}-\d\d-\d\d\.csv"?$/,
    );
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.text.slice(1));
    expect(header).toEqual([
      'Quote ID',
      'Accepted At',
      'Status',
      'Customer Name',
      'Customer Email',
      'Customer Phone',
      'Customer Address',
      'Address as Typed',
      'Mowable Area (acres)',
      'Per Visit Total ($)',
      'Monthly Total ($)',
      'One-time Total ($)',
      'Notes',
      'Service',
      'Frequency',
      'Paid',
      'Service Area (sq ft)',
      'Price per sq ft ($)',
      'Service Total ($)',
      'Kind',
      'Message',
      'Volume Discount (%)',
      'Price Basis',
      'Quantity',
      'Review',
    ]);
    expect(rows).toHaveLength(3);
    const cell = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
    expect(rows.map((row) => cell(row, 'Customer Name'))).toEqual([
      'Two Lines',
      'Two Lines',
      'No Lines',
    ]);
    expect(cell(rows[0], 'Quote ID')).toBe(cell(rows[1], 'Quote ID'));
    expect(rows.map((row) => cell(row, 'Service'))).toEqual(['Lawn Mowing', 'Fertilizing', '']);
    expect(rows.map((row) => cell(row, 'Service Total ($)'))).toEqual(['80', '40.5', '']);
    expect(rows.map((row) => cell(row, 'Price per sq ft ($)'))).toEqual(['0.008', '0.00405', '']);
    expect(cell(rows[0], 'Frequency')).toBe('weekly');
    // $80 per visit and $40.50 once are not added into $120.50.
    expect(cell(rows[1], 'Per Visit Total ($)')).toBe('80');
    expect(cell(rows[1], 'Monthly Total ($)')).toBe('');
    expect(cell(rows[1], 'One-time Total ($)')).toBe('40.5');
    expect(res.text).not.toContain('120.5');
    expect(rows.map((row) => cell(row, 'Paid'))).toEqual(['per visit', 'once', '']);
    // Without the owner's zone the time is UTC, its offset written out.
    expect(cell(rows[0], 'Accepted At')).toBe('2026-04-02T09:30:00+00:00');
    expect(cell(rows[0], 'Mowable Area (acres)')).toBe('0.23');
    expect(rows.map((row) => cell(row, 'Volume Discount (%)'))).toEqual(['0', '0', '']);
    // Lines stored without a basis were priced on the lawn.
    expect(rows.map((row) => cell(row, 'Price Basis'))).toEqual(['lawn-area', 'lawn-area', '']);
    expect(rows.map((row) => cell(row, 'Quantity'))).toEqual(['10000', '10000', '']);
    // Firm prices wait for no review.
    expect(rows.map((row) => cell(row, 'Review'))).toEqual(['', '', '']);
  });

  it('writes why a quote waits for a review, as the owner\u2019s card says it', async () => {
    const owner = await buildOwner();
    await buildQuote(owner, {
      customerName: 'Unsure Beds',
      reviewRequired: true,
      measurementConfidence: 0.82,
      reviewMeasures: [
        { basis: 'bed-area', confidence: 0.571 },
        { basis: 'edge-length', confidence: 0.48 },
      ],
    });
    await buildQuote(owner, {
      customerName: 'Before Measures',
      reviewRequired: true,
      measurementConfidence: 0.41,
    });
    const [header, ...rows] = parseCsv((await exportCsv(owner)).text.slice(1));
    const cell = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
    const reviewOf = (name: string) =>
      cell(
        rows.find((row) => cell(row, 'Customer Name') === name),
        'Review',
      );
    // The unsure measures, not the lawn's sure 82 %.
    expect(reviewOf('Unsure Beds')).toBe(
      'Review beds · 57% confidence; Review edges · 48% confidence',
    );
    // A quote accepted before the measures were kept was judged by the lawn's confidence.
    expect(reviewOf('Before Measures')).toBe('Review measurement · 41% confidence');
  });

  it("writes each line's basis and quantity, its discount counted on that quantity", async () => {
    const owner = await buildOwner();
    await buildQuote(owner, {
      customerName: 'Edged and Cleared',
      totalCents: 12_050,
      lines: [
        {
          serviceId: null,
          serviceName: 'Edging',
          areaSqFt: 10_000,
          basis: 'edge-length',
          quantity: 310,
          pricePerSqFt: '0.250000',
          volumeTiers: [{ fromSqFt: 5_000, percentOfRate: 50 }],
          frequency: 'weekly',
          totalCents: 7_750,
        },
        {
          serviceId: null,
          serviceName: 'Cleanup',
          areaSqFt: 10_000,
          basis: 'flat',
          quantity: 1,
          pricePerSqFt: '45.000000',
          frequency: 'monthly',
          totalCents: 4_500,
        },
      ],
    });
    const [header, ...rows] = parseCsv((await exportCsv(owner)).text.slice(1));
    const cell = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
    expect(rows.map((row) => cell(row, 'Price Basis'))).toEqual(['edge-length', 'flat']);
    expect(rows.map((row) => cell(row, 'Quantity'))).toEqual(['310', '1']);
    // 310 ft is inside the first 5,000: no discount, though the lawn's 10,000 sq ft would have one.
    expect(rows.map((row) => cell(row, 'Volume Discount (%)'))).toEqual(['0', '0']);
  });

  it("writes how far a line's volume tiers brought its price down", async () => {
    const owner = await buildOwner();
    // The first 5,000 sq ft at the full rate, the next 5,000 at half: 7,500 × $0.008 = $60.
    await buildQuote(owner, {
      customerName: 'Big Lawn',
      totalCents: 6_000,
      lines: [
        {
          serviceId: null,
          serviceName: 'Lawn Mowing',
          areaSqFt: 10_000,
          pricePerSqFt: '0.008000',
          volumeTiers: [{ fromSqFt: 5_000, percentOfRate: 50 }],
          frequency: 'weekly',
          totalCents: 6_000,
        },
      ],
    });
    const [header, row] = parseCsv((await exportCsv(owner)).text.slice(1));
    expect(row?.[header!.indexOf('Service Total ($)')]).toBe('60');
    expect(row?.[header!.indexOf('Volume Discount (%)')]).toBe('25');
  });

  it("writes when each quote was accepted in the owner's time zone, with its offset", async () => {
    const owner = await buildOwner();
    // 03:30 UTC on 2 April is still 1 April, 22:30, for an owner in Kansas City.
    await buildQuote(owner, { createdAt: new Date('2026-04-02T03:30:00Z') });
    const [header, row] = parseCsv(
      (await exportCsv(owner, '?timeZone=America%2FChicago')).text.slice(1),
    );
    expect(row?.[header!.indexOf('Accepted At')]).toBe('2026-04-01T22:30:00-05:00');
    const refused = await app
      .as(owner)
      .get('/api/accepted-quotes/export.csv?timeZone=Mars%2FOlympus');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Please choose a time zone from the list');
  });

  it('writes an international phone number as the number it is', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner);
    await app.db
      .update(acceptedQuotes)
      .set({ customerPhone: '+1 913 555 1004' })
      .where(eq(acceptedQuotes.id, quote.id));
    const [header, row] = parseCsv((await exportCsv(owner)).text.slice(1));
    expect(row?.[header!.indexOf('Customer Phone')]).toBe('+1 913 555 1004');
  });

  it('quotes commas, double quotes and line breaks so the cells come back whole', async () => {
    const owner = await buildOwner();
    const notes = 'Gate code 1234, "beware of dog"\nBack yard only';
    await buildQuote(owner, {
      customerAddress: '12 Maple Court, Apt "B"',
      customerName: 'Smith, Jo',
      notes,
    });
    const res = await exportCsv(owner);
    expect(res.text).toContain('"Smith, Jo"');
    expect(res.text).toContain('"12 Maple Court, Apt ""B"""');
    expect(res.text).toContain('"Gate code 1234, ""beware of dog""\nBack yard only"');
    const [header, row] = parseCsv(res.text.slice(1));
    expect(row).toHaveLength(header!.length);
    expect(row?.[header!.indexOf('Notes')]).toBe(notes);
    expect(row?.[header!.indexOf('Customer Address')]).toBe('12 Maple Court, Apt "B"');
  });

  it('prefixes cells a spreadsheet would run as a formula', async () => {
    const owner = await buildOwner();
    const hostile = [
      '=HYPERLINK("http://evil.test","x")',
      '+1+2',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
    ];
    for (const [n, text] of hostile.entries()) {
      await buildQuote(owner, {
        customerAddress: text,
        customerName: text,
        createdAt: new Date(Date.UTC(2026, 5, 30 - n)),
      });
    }
    const [header, ...rows] = parseCsv((await exportCsv(owner)).text.slice(1));
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]);
    expect(column('Customer Name')).toEqual(hostile.map((text) => `'${text}`));
    expect(column('Customer Address')).toEqual(hostile.map((text) => `'${text}`));
    // Figures stay numbers.
    expect(column('Per Visit Total ($)')).toEqual(hostile.map(() => '80'));
  });

  it('exports only what the filters match, and only the caller\u2019s quotes', async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    await buildQuote(owner, { customerName: 'Kept Jones', status: 'completed' });
    await buildQuote(owner, { customerName: 'Kept Smith', status: 'pending' });
    await buildQuote(stranger, { customerName: 'Kept Stranger', status: 'completed' });
    const rows = (query: string) =>
      exportCsv(owner, query).then((res) => parseCsv(res.text.slice(1)).slice(1));
    const completed = await rows('?status=completed&q=kept');
    expect(completed.map((row) => row[3])).toEqual(['Kept Jones']);
    expect((await rows('?q=kept')).map((row) => row[3]).sort()).toEqual([
      'Kept Jones',
      'Kept Smith',
    ]);
    // The page does not apply to an export.
    expect(await rows('?q=kept&page=2&pageSize=1')).toHaveLength(2);
  });

  it("refuses bad filters with 400 and signed-out callers, and exports an ended trial's leads", async () => {
    const owner = await buildOwner();
    const bad = await app.as(owner).get('/api/accepted-quotes/export.csv?from=2026-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: QUOTE_LIST_MESSAGES.dateInvalid });
    expect((await app.anonymous().get('/api/accepted-quotes/export.csv')).status).toBe(401);
    // An owner whose trial ended keeps their leads: the export needs a session, not a plan.
    const expired = await buildOwner({ trial: 'expired' });
    expect((await app.as(expired).get('/api/accepted-quotes/export.csv')).status).toBe(200);
  });
});
