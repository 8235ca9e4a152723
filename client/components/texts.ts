/**
 * Texts of the islands (decision 0034): the translated texts a server component passes as a prop,
 * a lookup over them, and `{{name}}` placeholders. Apart from the form kit (which re-exports all of
 * it) so an island that only shows texts loads a few hundred bytes, not the forms (decision 0039).
 */
import { interpolate, translatorOf } from '../../shared/i18n/format'

/** Translated texts by full key (`walletUi.deposit.submit`), built by the server. */
export type Texts = Record<string, string>
export type T = (key: string, params?: Record<string, string | number>) => string

/** Fills `{{name}}` placeholders as i18next does (a placeholder without a value stays as it is). */
export const fill = interpolate

/**
 * A lookup over `texts` with i18next's interpolation and plurals (`count` picks `key_one`,
 * `key_other`… when the texts have them; shared/i18n/format.ts); an unknown key comes back as
 * itself (visible in tests, never blank).
 */
export function translator(texts: Texts, language?: string): T {
  return translatorOf((key) => texts[key], language)
}
