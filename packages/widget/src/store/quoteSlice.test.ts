import { describe, expect, it } from 'vitest';
import { deferred, json } from '../testing/fakeFetch.ts';
import { TEST_ADDRESS, buildAcceptedQuote, buildAnalysisResult } from '../testing/fixtures.ts';
import { settled, storeWithServer } from '../testing/storeHarness.ts';

async function atForm(
  acceptAnswer: () => Response | Promise<Response> = () =>
    json({ acceptedQuote: buildAcceptedQuote() }),
) {
  const harness = storeWithServer({
    'POST /api/analyze-property': () => json(buildAnalysisResult()),
    'POST /api/accept-quote': acceptAnswer,
  });
  await settled(harness.state().analyze(TEST_ADDRESS));
  harness.state().openAcceptForm();
  return harness;
}

function fillIn(
  state: () => {
    setCustomerField(field: 'name' | 'email' | 'phone' | 'notes', value: string): void;
  },
) {
  state().setCustomerField('name', ' Pat Green ');
  state().setCustomerField('email', 'Pat@Example.com');
}

describe('accepting the quote', () => {
  it('goes result → form → result on Cancel', async () => {
    const { state } = await atForm();
    expect(state().quoteStep).toBe('form');
    state().cancelAcceptForm();
    expect(state().quoteStep).toBe('result');
  });

  it('does not submit without a name and an email', async () => {
    const { state, server } = await atForm();
    state().setCustomerField('name', 'Pat');
    expect(await state().submitQuote()).toBeNull();
    expect(server.to('/api/accept-quote')).toHaveLength(0);
  });

  it('sends the SPEC §3 payload built from the selection, then confirms', async () => {
    const { state, server, onQuoteAccepted } = await atForm();
    state().toggleService('svc-aeration');
    fillIn(state);
    state().setCustomerField('phone', '555-0100');
    const quote = await state().submitQuote();

    const sent = server.to('/api/accept-quote')[0]?.body;
    expect(sent).toMatchObject({
      propertyAnalysisId: 'an_123',
      customerName: 'Pat Green',
      customerEmail: 'pat@example.com',
      customerPhone: '555-0100',
      customerAddress: TEST_ADDRESS,
      totalCost: 140,
      mowableArea: 0.115,
      selectedServices: [
        {
          serviceId: 'svc-mowing',
          serviceName: 'Lawn Mowing',
          pricePerSqFt: 0.008,
          areaSqFt: 5000,
          totalCost: 40,
          selectedFrequency: 'weekly',
        },
        {
          serviceId: 'svc-aeration',
          serviceName: 'Aeration',
          pricePerSqFt: 0.009,
          areaSqFt: 5000,
          totalCost: 100,
          selectedFrequency: 'one-time',
        },
      ],
    });
    expect(sent).toHaveProperty('idempotencyKey', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(state().quoteStep).toBe('accepted');
    expect(state().toast).toEqual({
      title: 'Quote Accepted!',
      description: "Your quote has been accepted and we'll be in touch soon.",
      variant: 'default',
    });
    expect(onQuoteAccepted).toHaveBeenCalledWith(quote);
  });

  it("sends once while submitting and reuses the form's key on a retry", async () => {
    const answer = deferred<Response>();
    const { state, server } = await atForm(() => answer.promise);
    fillIn(state);
    const first = state().submitQuote();
    expect(state().quoteStep).toBe('submitting');
    expect(await state().submitQuote()).toBeNull();
    answer.resolve(json({ error: 'Server busy' }, 503));
    await first;
    expect(state().quoteStep).toBe('form');
    expect(state().toast).toEqual({
      title: 'Error',
      description: 'Server busy',
      variant: 'destructive',
    });

    server.route('POST /api/accept-quote', () => json({ acceptedQuote: buildAcceptedQuote() }));
    await state().submitQuote();
    const keys = server
      .to('/api/accept-quote')
      .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("falls back to 'Failed to accept quote'", async () => {
    const { state } = await atForm(() => new Response('', { status: 500 }));
    fillIn(state);
    await state().submitQuote();
    expect(state().toast?.description).toBe('Failed to accept quote');
  });

  it('refuses an invalid email with the schema message, sending nothing', async () => {
    const { state, server } = await atForm();
    state().setCustomerField('name', 'Pat');
    state().setCustomerField('email', 'not-an-email');
    await state().submitQuote();
    expect(state().toast?.description).toBe('Please enter a valid email address');
    expect(server.to('/api/accept-quote')).toHaveLength(0);
  });

  it('starts over on reset but keeps the demo addresses and the toast', async () => {
    const { state } = await atForm();
    fillIn(state);
    await state().submitQuote();
    state().reset();
    expect(state()).toMatchObject({
      address: '',
      status: 'idle',
      result: null,
      quoteStep: 'result',
      customer: { name: '', email: '', phone: '', notes: '' },
    });
    expect(state().toast?.title).toBe('Quote Accepted!');
  });
});
