/**
 * The languages the demo brand's own content is seeded in (decision 0055): the twelve complete
 * languages of the lobby (shared/i18n/languages.ts `COMPLETE_LANGUAGES`). A seeded text names every
 * one of them, so the type checker refuses a text that leaves one out.
 */
/** English, Filipino (`ty`) and the ten languages of shared/i18n/locales/*.json. */
export const SEED_LANGUAGES = ['en', 'ty', 'zh', 'zt', 'ja', 'ko', 'th', 'vi', 'id', 'hi', 'es', 'ar'] as const

/** A language code of {@link SEED_LANGUAGES}. */
export type SeedLanguage = (typeof SEED_LANGUAGES)[number]

/** One text in each of the twelve languages (a `LocalizedText` of db/schema/platform.ts that names all of them). */
export type SeedText = Record<SeedLanguage, string>

/** A list of texts (paragraphs, lines) in each of the twelve languages. */
export type SeedParagraphs = Record<SeedLanguage, string[]>

/** Maps each language's value through `fn`: `eachLanguage({ en: ['a', 'b'], … }, html)` → `{ en: html(['a', 'b']), … }`. */
export function eachLanguage<T>(values: Record<SeedLanguage, T>, fn: (value: T) => string): SeedText {
  return Object.fromEntries(SEED_LANGUAGES.map((l) => [l, fn(values[l])])) as SeedText
}

/** A name written the same in every language (a brand, vendor or network name): `same('JILI')`. */
export function same(name: string): SeedText {
  return Object.fromEntries(SEED_LANGUAGES.map((l) => [l, name])) as SeedText
}
