import { z } from 'zod';

export const DEFAULT_SIGNED_IN_PATH = '/account';

/** What the guard puts in router state: the location the visitor asked for. */
const fromStateSchema = z.object({
  from: z.object({
    pathname: z.string().startsWith('/'),
    search: z.string().optional(),
    hash: z.string().optional(),
  }),
});

/** Where to go after sign-in: the requested page, else the account page. */
export function redirectTarget(state: unknown): string {
  const parsed = fromStateSchema.safeParse(state);
  if (!parsed.success) return DEFAULT_SIGNED_IN_PATH;
  const { pathname, search = '', hash = '' } = parsed.data.from;
  if (pathname === '/login' || pathname === '/register') return DEFAULT_SIGNED_IN_PATH;
  return `${pathname}${search}${hash}`;
}
