/** Timings of the lobby's moving parts (spec §4/§5 search debounce, §2 banner carousel), in ms. */
export const TIMING = {
  searchDebounceMs: 500,
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
} as const
