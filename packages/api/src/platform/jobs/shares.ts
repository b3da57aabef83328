import type { Share } from './jobRunner.ts';

type ShareKind = 'owner' | 'endpoint';
export const shareOf = (kind: ShareKind, id: string, limit: number): Share => ({
  key: `${kind}:${id}`,
  limit,
});

/** The ids of the shares of one kind in `full`. */
export function fullIds(full: ReadonlySet<string>, kind: ShareKind): string[] {
  const prefix = `${kind}:`;
  return [...full].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}
