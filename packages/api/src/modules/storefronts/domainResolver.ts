import { Resolver } from 'node:dns/promises';

/** The two DNS questions a custom-domain check asks; answers are host names or addresses. */
export interface DomainResolver {
  /** The CNAME targets of `host`; [] when it has none (or does not exist). */
  cname(host: string): Promise<string[]>;
  /** The IPv4 and IPv6 addresses of `host`; [] when it has none. */
  addresses(host: string): Promise<string[]>;
}

/** DNS could not be asked (timeout, refused, server failure): a check to retry later. */
export class DnsLookupError extends Error {
  override name = 'DnsLookupError';
}

// "No such name" and "no record of that type" are answers, not failures.
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);

function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

async function answers(lookup: () => Promise<string[]>): Promise<string[]> {
  try {
    return await lookup();
  } catch (error) {
    const code = codeOf(error);
    if (code && NO_RECORD_CODES.has(code)) return [];
    throw new DnsLookupError(code ?? 'DNS lookup failed', { cause: error });
  }
}

export interface DnsResolverOptions {
  /** `ip` or `ip:port` of the DNS servers to ask; the system's when not given. */
  servers?: readonly string[];
  timeoutMs?: number;
}

/** A resolver over node:dns, asking the given servers (or the system's) directly. */
export function dnsResolver({
  servers,
  timeoutMs = 3000,
}: DnsResolverOptions = {}): DomainResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return {
    cname: (host) => answers(() => resolver.resolveCname(host)),
    async addresses(host) {
      const [v4, v6] = await Promise.all([
        answers(() => resolver.resolve4(host)),
        answers(() => resolver.resolve6(host)),
      ]);
      return [...v4, ...v6];
    },
  };
}
