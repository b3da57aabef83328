import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnalyzed } from '../testing/analyzed.ts';
import { json } from '../testing/fakeFetch.ts';
import { TEST_ADDRESS } from '../testing/fixtures.ts';
import { advance, renderEstimator } from '../testing/renderEstimator.tsx';

const dailyLimit = () =>
  json(
    {
      error:
        'Green Acres has taken all the instant quotes it can today. Leave your number and they will call you back, or try again tomorrow.',
      limit: 'daily',
    },
    429,
  );
const contact = { contactPhone: '(555) 010-2030', contactEmail: 'office@greenacres.test' };

describe('when instant quotes are unavailable', () => {
  it("says the day's limit is reached, not 'too many in a short time', and offers the contact", async () => {
    await renderAnalyzed(
      { apiKey: 'ys_live_key', contact },
      { 'POST /api/analyze-property': dailyLimit },
    );
    const card = screen.getByText('Today’s instant quotes are all taken.').closest('.ys-card');
    expect(card).toBeTruthy();
    expect(screen.queryByText('Too many estimates in a short time.')).toBeNull();
    const phone = screen.getByRole('link', { name: '(555) 010-2030' });
    expect(phone.getAttribute('href')).toBe('tel:5550102030');
    expect(screen.getByRole('link', { name: 'office@greenacres.test' }).getAttribute('href')).toBe(
      'mailto:office@greenacres.test',
    );
  });

  it('offers the contact and a call back while the measuring service is down', async () => {
    await renderAnalyzed(
      { apiKey: 'ys_live_key', contact },
      { 'POST /api/analyze-property': () => json({ error: 'Imagery is unavailable' }, 503) },
    );
    expect(screen.getByText('The measuring service is not available right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(555) 010-2030' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a call back' })).toBeTruthy();
  });

  it('keeps the short-window limit apart: wait a minute, no call-back form', async () => {
    await renderAnalyzed(
      {},
      { 'POST /api/analyze-property': () => json({ error: 'Slow down' }, 429) },
    );
    expect(screen.getByText('Too many estimates in a short time.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a call back' })).toBeNull();
  });

  it('sends a call-back request with the typed address, and thanks the homeowner by company', async () => {
    const { user, server } = await renderAnalyzed(
      { apiKey: 'ys_live_key', companyName: 'Green Acres', contact },
      {
        'POST /api/analyze-property': dailyLimit,
        'POST /api/callback-request': () => json({ received: true }, 201),
      },
    );
    const form = screen.getByRole('button', { name: 'Request a call back' }).closest('form');
    if (!form) throw new Error('no call-back form');
    await user.type(within(form).getByLabelText(/Your name/), 'Sam Homeowner');
    await user.type(within(form).getByLabelText(/Phone/), '555 010 7788');
    await user.type(within(form).getByLabelText(/Message/), 'Front lawn only');
    await user.click(within(form).getByRole('button', { name: 'Request a call back' }));
    await advance();
    expect(server.to('/api/callback-request')[0]?.body).toEqual({
      customerName: 'Sam Homeowner',
      customerPhone: '555 010 7788',
      customerEmail: '',
      message: 'Front lawn only',
      customerAddress: TEST_ADDRESS,
    });
    expect(
      screen.getByText('Thank you — Green Acres has your request and will call you back.'),
    ).toBeTruthy();
  });

  it("shows the server's sentence when the request is refused, and keeps what was typed", async () => {
    const { user } = await renderAnalyzed(
      { apiKey: 'ys_live_key', contact },
      {
        'POST /api/analyze-property': dailyLimit,
        'POST /api/callback-request': () =>
          json({ error: 'Please give a phone number to call you back on' }, 400),
      },
    );
    await user.type(screen.getByLabelText(/Your name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await advance();
    expect(screen.getByText('Please give a phone number to call you back on')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Your name/).value).toBe('Sam');
  });

  it('reads the contact through the key when the host did not give it', async () => {
    await renderAnalyzed(
      { apiKey: 'ys_live_key' },
      {
        'POST /api/analyze-property': () => json({ error: 'Unavailable' }, 403),
        'GET /api/verify-api-key': () => json({ user: { companyName: 'Green Acres', ...contact } }),
      },
    );
    await advance();
    expect(screen.getByRole('link', { name: '(555) 010-2030' })).toBeTruthy();
  });

  it('shows only the contact and the form, no address field, when the host says quotes are unavailable', () => {
    renderEstimator({ quotesUnavailable: true, companyName: 'Green Acres', contact });
    expect(screen.queryByRole('combobox', { name: 'Property address' })).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Instant quotes are not available right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '(555) 010-2030' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a call back' })).toBeTruthy();
  });

  it('offers the contact alone where the owner switched the page off', () => {
    renderEstimator({
      quotesUnavailable: true,
      takesCallbacks: false,
      companyName: 'Green Acres',
      contact,
    });
    expect(screen.getByRole('link', { name: 'office@greenacres.test' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a call back' })).toBeNull();
    expect(
      screen.getByText(
        'Instant online quotes from Green Acres are not available right now. Please call or e-mail them.',
      ),
    ).toBeTruthy();
  });

  it('offers the landing demo past its limit a free trial, with a link, and no call-back form', async () => {
    await renderAnalyzed(
      { demo: true },
      {
        'POST /api/analyze-property': () =>
          json(
            {
              error:
                'The demo has measured many properties from your network today. Please try again tomorrow, or start a free trial to measure more.',
              limit: 'daily',
            },
            429,
          ),
      },
    );
    expect(screen.getByText('Today’s instant quotes are all taken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a free trial' }).getAttribute('href')).toBe(
      'http://api.test/register?plan=starter',
    );
    expect(screen.queryByRole('button', { name: 'Request a call back' })).toBeNull();
  });
});
