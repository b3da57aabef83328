import { afterEach, describe, expect, it } from 'vitest';
import { handOffHeaders, rememberedHandOff, rememberHandOff } from './handOffToken.ts';
import { providerReturnOf, returnUrl } from './returnUrl.ts';
import { hasSubscriptionHandoff } from './subscriptionHandoff.ts';

afterEach(() => sessionStorage.clear());

describe('the subscription hand-off token', () => {
  it('is kept for the owner registration gave it to, and no one else', () => {
    rememberHandOff('owner-1', 'token-1');
    expect(rememberedHandOff('owner-1')).toBe('token-1');
    expect(rememberedHandOff('owner-2')).toBeUndefined();
    expect(handOffHeaders('token-1')).toEqual({ 'X-Hand-Off-Token': 'token-1' });
    expect(handOffHeaders(undefined)).toEqual({});
  });

  it('travels through the payment provider and back, and opens the page signed out', () => {
    const subscriber = { userId: 'u1', email: 'a@b.test', name: 'Acme', handOffToken: 'token-1' };
    const back = new URL(returnUrl(subscriber, 'pro', null));
    back.searchParams.set('setup_intent', 'seti_1');
    back.searchParams.set('redirect_status', 'succeeded');
    expect(hasSubscriptionHandoff(back.searchParams)).toBe(true);
    expect(providerReturnOf(back.searchParams)?.handOffToken).toBe('token-1');
    back.searchParams.delete('handOffToken');
    expect(hasSubscriptionHandoff(back.searchParams)).toBe(false);
  });
});
