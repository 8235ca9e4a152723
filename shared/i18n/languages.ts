/**
 * The language labels of the language select (spec §1: about 35). English and Filipino (code
 * `ty`, the spec's TY) are complete; every other language falls back to English texts.
 */
export interface LanguageOption {
  /** Lower-case code used in cookies, URLs and `<html lang>` mapping. */
  code: string
  /** BCP 47 tag for `<html lang>`. */
  htmlLang: string
  /** The language's own name. */
  label: string
}

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

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code)
/** Languages whose texts are complete. */
export const COMPLETE_LANGUAGES = ['en', 'ty'] as const
export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'lang'

/** Normalises any input (cookie, query, spec codes like 'EN'/'TY') to a known code, else English. */
export function resolveLanguage(input: string | null | undefined): string {
  const code = (input ?? '').trim().toLowerCase()
  return LANGUAGE_CODES.includes(code) ? code : DEFAULT_LANGUAGE
}

export function htmlLangOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.htmlLang ?? 'en'
}
