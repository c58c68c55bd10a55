/**
 * `compute` remembered per string key. Queries and sorts parse the same few strings over and over;
 * the cache is emptied whole once it passes `limit` entries, which bounds memory without bookkeeping.
 */
export function memoizeByString<T>(compute: (key: string) => T, limit = 10_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size > limit) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
