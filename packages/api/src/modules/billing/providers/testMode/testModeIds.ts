import { randomBytes } from 'node:crypto';

const PREFIX = 'tm_';

/** Ids look like Stripe's with a `tm_` mark, so nobody mistakes them for real ones. */
export function testModeId(kind: string): string {
  return `${PREFIX}${kind}_${randomBytes(12).toString('hex')}`;
}

export function isTestModeId(id: string): boolean {
  return id.startsWith(PREFIX);
}
