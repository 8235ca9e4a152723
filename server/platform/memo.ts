/**
 * Memoises catalogue reads that every render repeats (vendor lanes, classifications, brand info)
 * until the brand's content version moves. Bounded per function; cleared wholesale when full.
 */
export function memoByVersion<A extends unknown[], R>(contentVersion: () => number, fn: (...args: A) => R, max = 500): (...args: A) => R {
  const entries = new Map<string, { version: number; value: R }>()
  return (...args: A) => {
    const version = contentVersion()
    const key = args.length === 0 ? '' : JSON.stringify(args)
    const hit = entries.get(key)
    if (hit && hit.version === version) return hit.value
    const value = fn(...args)
    if (entries.size >= max) entries.clear()
    entries.set(key, { version, value })
    return value
  }
}
