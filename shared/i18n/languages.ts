/**
 * The languages of the lobby (spec §1 "Languages", issue 18, decision 0055). `LANGUAGES` keeps the
 * spec's full list of labels (about 35) as "ready to add"; a language is offered in the select,
 * accepted from the cookie or `?language=` and rendered only when it is complete: English and
 * Filipino (code `ty`, the spec's TY, in shared/i18n/en.ts and ty.ts) and every language with a
 * translation file registered in shared/i18n/locales/index.ts (held to English by the parity test,
 * shared/i18n/locales.test.ts). Any other code falls back to English.
 */
import * as LOCALE_FILES from './locales'
import { isRtl } from './format'

export interface LanguageOption {
  /** Lower-case code used in cookies, URLs and the translation file's name (`zt`, `ty`…). */
  code: string
  /** BCP 47 tag for `<html lang>` and `Intl` (dates, numbers, plural rules): shared/i18n/format.ts `localeOf`. */
  htmlLang: string
  /** The language's own name. */
  label: string
}

/** The spec's list of labels (spec §1): the complete ones are offered, the rest are ready to add (a translation file and its line). */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', htmlLang: 'en', label: 'English' },
  { code: 'ty', htmlLang: 'fil', label: 'Filipino' },
  { code: 'zh', htmlLang: 'zh-Hans', label: '简体中文' },
  { code: 'zt', htmlLang: 'zh-Hant', label: '繁體中文' },
  { code: 'ja', htmlLang: 'ja', label: '日本語' },
  { code: 'ko', htmlLang: 'ko', label: '한국어' },
  { code: 'th', htmlLang: 'th', label: 'ไทย' },
  { code: 'vi', htmlLang: 'vi', label: 'Tiếng Việt' },
  { code: 'id', htmlLang: 'id', label: 'Bahasa Indonesia' },
  { code: 'ms', htmlLang: 'ms', label: 'Bahasa Melayu' },
  { code: 'hi', htmlLang: 'hi', label: 'हिन्दी' },
  { code: 'bn', htmlLang: 'bn', label: 'বাংলা' },
  { code: 'ur', htmlLang: 'ur', label: 'اردو' },
  { code: 'ta', htmlLang: 'ta', label: 'தமிழ்' },
  { code: 'te', htmlLang: 'te', label: 'తెలుగు' },
  { code: 'ne', htmlLang: 'ne', label: 'नेपाली' },
  { code: 'my', htmlLang: 'my', label: 'မြန်မာ' },
  { code: 'km', htmlLang: 'km', label: 'ខ្មែរ' },
  { code: 'lo', htmlLang: 'lo', label: 'ລາວ' },
  { code: 'es', htmlLang: 'es', label: 'Español' },
  { code: 'pt', htmlLang: 'pt', label: 'Português' },
  { code: 'fr', htmlLang: 'fr', label: 'Français' },
  { code: 'de', htmlLang: 'de', label: 'Deutsch' },
  { code: 'it', htmlLang: 'it', label: 'Italiano' },
  { code: 'ru', htmlLang: 'ru', label: 'Русский' },
  { code: 'tr', htmlLang: 'tr', label: 'Türkçe' },
  { code: 'ar', htmlLang: 'ar', label: 'العربية' },
  { code: 'fa', htmlLang: 'fa', label: 'فارسی' },
  { code: 'he', htmlLang: 'he', label: 'עברית' },
  { code: 'pl', htmlLang: 'pl', label: 'Polski' },
  { code: 'nl', htmlLang: 'nl', label: 'Nederlands' },
  { code: 'sv', htmlLang: 'sv', label: 'Svenska' },
  { code: 'el', htmlLang: 'el', label: 'Ελληνικά' },
  { code: 'uk', htmlLang: 'uk', label: 'Українська' },
  { code: 'kk', htmlLang: 'kk', label: 'Қазақ тілі' },
]

/** Every code of the spec's list, complete or not. */
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code)

/** Languages whose texts are complete, in the list's order: English, Filipino and every registered translation file. */
export const COMPLETE_LANGUAGES: readonly string[] = LANGUAGE_CODES.filter((code) => code === 'en' || code === 'ty' || Object.hasOwn(LOCALE_FILES, code))

/** The select's options: the complete languages, by their own names. */
export const OFFERED_LANGUAGES: readonly LanguageOption[] = LANGUAGES.filter((l) => COMPLETE_LANGUAGES.includes(l.code))

/**
 * The pseudo-locales (decision 0055), never offered in the select: `xa` accented and ~40 % longer
 * English in brackets, `xb` the same right to left. Accepted only once {@link acceptPseudoLocales}
 * ran (server/bootstrap.ts, when `PSEUDO_LOCALE=on`).
 */
export const PSEUDO_LANGUAGES: readonly LanguageOption[] = [
  { code: 'xa', htmlLang: 'en-XA', label: 'Pseudo (accented)' },
  { code: 'xb', htmlLang: 'ar-XB', label: 'Pseudo (right to left)' },
]

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'lang'
/** How long the language cookie is kept (a year, in seconds). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000

/** Codes accepted from a cookie or query: the complete languages, plus the pseudo-locales when turned on. */
const accepted = new Set<string>(COMPLETE_LANGUAGES)

/** Accepts the pseudo-locales `xa`/`xb` from now on (tests and layout checks; `PSEUDO_LOCALE=on`). */
export function acceptPseudoLocales(): void {
  for (const l of PSEUDO_LANGUAGES) accepted.add(l.code)
}

/** Normalises any input (cookie, query, spec codes like 'EN'/'TY') to an accepted code; anything else (unknown or not complete) is English. */
export function resolveLanguage(input: string | null | undefined): string {
  const code = (input ?? '').trim().toLowerCase()
  return accepted.has(code) ? code : DEFAULT_LANGUAGE
}

/** The BCP 47 tag of a code for `<html lang>` ('en' for an unknown code). */
export function htmlLangOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.htmlLang ?? PSEUDO_LANGUAGES.find((l) => l.code === code)?.htmlLang ?? 'en'
}

/** `rtl` for a right-to-left language (ar, fa, he, ur, the pseudo-locale xb), else `ltr`: the `dir` of `<html>`. */
export function dirOf(code: string): 'rtl' | 'ltr' {
  return isRtl(code) ? 'rtl' : 'ltr'
}
