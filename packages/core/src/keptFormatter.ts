/**
 * Building an Intl formatter costs a hundred times what formatting with one does, and a quote
 * list, an export or a season check formats thousands of values: one formatter per key, kept.
 * A zone left to the viewer's default (no key) is not kept, so the formatter follows it; a
 * zone the runtime lacks throws when made and is never kept.
 */
export function kept<F>(formatters: Map<string, F>, key: string | undefined, make: () => F): F {
  if (key === undefined) return make();
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
