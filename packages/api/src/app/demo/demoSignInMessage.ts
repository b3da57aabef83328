import { DEMO_EMAIL, DEMO_SUBDOMAIN } from './seedDemoOwner.ts';

export const DEMO_PASSWORD_COMMAND = 'pnpm demo:password';

/** Lines in a plain ASCII frame, so the message stands out of the start log in any terminal. */
export function framed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 4)}+`;
  return [rule, ...lines.map((line) => `|  ${line.padEnd(width)}  |`), rule].join('\n');
}

function demoStorefrontUrl(publicUrl: URL): string {
  const url = new URL(publicUrl);
  url.hostname = `${DEMO_SUBDOMAIN}.${url.hostname}`;
  return url.origin;
}

/**
 * What `pnpm start` prints once the server listens: the demo owner's sign-in, with the
 * password when it was just made (the only time it is known), else how to set a new one.
 */
export function demoSignInMessage(publicUrl: URL, password?: string): string {
  return framed([
    'Demo owner',
    `Sign in at ${new URL('/login', publicUrl).href}`,
    `Email:     ${DEMO_EMAIL}`,
    password ? `Password:  ${password}` : `Password:  shown at the first start only`,
    `Demo storefront: ${demoStorefrontUrl(publicUrl)}/`,
    `${DEMO_PASSWORD_COMMAND} sets a new password and prints it.`,
  ]);
}
