const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; one that is not a uuid cannot name a row, so lookups skip the query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
