import { webhookEndpointsResponseSchema } from '@yardstick/core/schemas/webhooks';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import { useWebhookSetup } from '../../testing/webhookSetup.ts';

const { app, receiver, addEndpoint, deliveries } = useWebhookSetup();
/** The same app as run in production: no http, no private or loopback destinations. */
const production = useTestApp({ env: { NODE_ENV: 'production' } });

describe('webhook endpoints', () => {
  it('shows the signing secret once, then lists the endpoint without it', async () => {
    const owner = await buildOwner();
    const created = await addEndpoint(owner);
    expect(created.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const listed = await app.as(owner).get('/api/webhook-endpoints');
    expect(webhookEndpointsResponseSchema.parse(listed.body).webhookEndpoints).toEqual([
      { id: created.id, url: `${receiver.origin}${created.path}`, createdAt: created.createdAt },
    ]);
    expect(listed.text).not.toContain(created.secret);
  });

  it.each([
    [{}, 'Please enter the endpoint URL'],
    [{ url: 'not a url' }, 'Please enter a full URL such as https://example.com/hooks/yardstick'],
    [
      { url: 'https://[bad/' },
      'Please enter a full URL such as https://example.com/hooks/yardstick',
    ],
    [{ url: 42 }, 'Please enter the endpoint URL'],
    [{ url: 'http://hooks.example.com/y' }, 'The endpoint URL must start with https://'],
    [{ url: 'ftp://localhost/y' }, 'The endpoint URL must start with https://'],
    [
      { url: 'https://user:pw@hooks.example.com/' },
      'The endpoint URL must not carry a user name or password',
    ],
  ])('refuses %j with a clear 400', async (body, error) => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/webhook-endpoints', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it('refuses loopback and private destinations in production (SSRF guard)', async () => {
    const owner = await buildOwner();
    for (const url of [
      `${receiver.origin}/hook`,
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      // IPv4 inside IPv6: compatible, mapped, NAT64 (well-known and local) and 6to4 forms.
      'https://[::127.0.0.1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[64:ff9b::7f00:1]/',
      'https://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'https://[64:ff9b:1::a00:1]/',
      'https://[2002:7f00:1::]/',
    ]) {
      const res = await production.as(owner).post('/api/webhook-endpoints', { url });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({
        error: url.startsWith('http:')
          ? 'The endpoint URL must start with https://'
          : 'The endpoint must be on the public internet',
      });
    }
  });

  it('keeps each owner to their own endpoints and deliveries', async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    const endpoint = await addEndpoint(owner);
    await addEndpoint(stranger);
    const theirQuote = await buildQuote(stranger);
    await app.as(stranger).patch(`/api/accepted-quotes/${theirQuote.id}`, { status: 'completed' });
    const quote = await buildQuote(owner);
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    const [delivery] = await deliveries(owner, endpoint.id);
    expect(delivery?.eventType).toBe('quote.updated');

    const theirs = app.as(stranger);
    const theirEndpoints = webhookEndpointsResponseSchema.parse(
      (await theirs.get('/api/webhook-endpoints')).body,
    ).webhookEndpoints;
    expect(theirEndpoints.map((e) => e.id)).not.toContain(endpoint.id);
    expect(theirEndpoints).toHaveLength(1);
    expect((await theirs.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await theirs.post(`/api/webhook-deliveries/${delivery!.id}/resend`)).status).toBe(404);
    expect((await theirs.delete(`/api/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
    // Nothing of the stranger's reached the owner's endpoint.
    expect(await deliveries(owner, endpoint.id)).toHaveLength(1);
    expect((await app.anonymous().get('/api/webhook-endpoints')).status).toBe(401);
    expect((await app.as(owner).get('/api/webhook-endpoints/nope/deliveries')).status).toBe(404);
  });
});
