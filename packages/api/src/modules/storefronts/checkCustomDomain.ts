import { dnsNameOf, type CustomDomainCheck } from '@yardstick/core/schemas/storefronts';
import { UnavailableError } from '../../platform/errors.ts';
import { DnsLookupError, type DomainResolver } from './domainResolver.ts';

/** Host names compare without case and without the root's trailing dot. */
function sameHost(a: string, b: string): boolean {
  return a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');
}

export function dnsUnavailableMessage(domain: string): string {
  return `We could not reach DNS to check ${domain}. Please try again in a minute.`;
}

/**
 * The CNAME record that connects `customDomain` to the product (`target`, the product's
 * host) and whether DNS already answers with it. A domain without a CNAME but with
 * addresses points elsewhere (an old website, a parking page): those addresses are shown.
 */
export async function checkCustomDomain(
  resolver: DomainResolver,
  customDomain: string | null,
  target: string,
  now: Date,
): Promise<CustomDomainCheck> {
  const checkedAt = now.toISOString();
  if (!customDomain) {
    return { customDomain: null, record: null, status: 'not_set', pointsTo: [], checkedAt };
  }
  const { zone, name: host } = dnsNameOf(customDomain);
  const record = { type: 'CNAME' as const, name: customDomain, host, zone, value: target };
  try {
    const cnames = await resolver.cname(customDomain);
    if (cnames.some((name) => sameHost(name, target))) {
      return { customDomain, record, status: 'connected', pointsTo: cnames, checkedAt };
    }
    const pointsTo = cnames.length > 0 ? cnames : await resolver.addresses(customDomain);
    const status = pointsTo.length > 0 ? 'elsewhere' : 'waiting';
    return { customDomain, record, status, pointsTo, checkedAt };
  } catch (error) {
    if (error instanceof DnsLookupError)
      throw new UnavailableError(dnsUnavailableMessage(customDomain));
    throw error;
  }
}
