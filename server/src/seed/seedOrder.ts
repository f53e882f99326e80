/**
 * The order gathered seeds are written in. Ids follow it on a fresh database, and the
 * administration screens list registry objects and dictionary types by id, so the ones seeded
 * before they moved to their areas keep the order they had; a seed added since comes after
 * them, in the order gathered.
 */
export function inFirstSeededOrder<T>(seeds: readonly T[], keyOf: (seed: T) => string, firstSeeded: readonly string[]): T[] {
  const rank = new Map(firstSeeded.map((key, index) => [key, index]));
  const rankOf = (seed: T) => rank.get(keyOf(seed)) ?? firstSeeded.length;
  // a stable sort: the rest keep the order gathered
  return [...seeds].sort((a, b) => rankOf(a) - rankOf(b));
}
