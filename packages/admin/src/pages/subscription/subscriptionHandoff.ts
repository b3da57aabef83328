/** SPEC §6: a signed-out visitor may open /subscription with userId, email and name in the query. */
export function hasSubscriptionHandoff(search: URLSearchParams): boolean {
  return ['userId', 'email', 'name'].every((key) => Boolean(search.get(key)));
}
