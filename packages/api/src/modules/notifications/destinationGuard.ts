import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook may never reach outside development: this host, private networks, metadata services. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
// Forms that carry an IPv4 address inside an IPv6 one reach whatever that IPv4 address is
// (through the host's own stack, a NAT64 gateway or a relay): none is a plain public address,
// so each is refused whole. IPv4-mapped addresses (::ffff:0:0/96) are judged by their IPv4 part.
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::127.0.0.1)
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b::', 96], // NAT64, well-known prefix
  ['64:ff9b:1::', 48], // NAT64, local use
  ['100::', 64], // discard only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type DestinationVerdict = { ok: true } | { ok: false; reason: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a webhook may be sent to `url`: https only (http to localhost in development), and
 * outside development never to a private or loopback address, judged on what the name
 * resolves to now (checked again at each delivery, so a name re-pointed later is caught).
 */
export async function checkDestination(
  url: URL,
  {
    development,
    resolve = resolveAll,
  }: { development: boolean; resolve?: (host: string) => Promise<string[]> },
): Promise<DestinationVerdict> {
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(development && local && url.protocol === 'http:')) {
    return { ok: false, reason: 'The endpoint URL must start with https://' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'The endpoint URL must not carry a user name or password' };
  }
  if (development) return { ok: true };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  if (addresses.length === 0) return { ok: false, reason: `${url.hostname} could not be found` };
  if (addresses.some(isPrivateAddress)) {
    return { ok: false, reason: 'The endpoint must be on the public internet' };
  }
  return { ok: true };
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((entry) => entry.address);
}
