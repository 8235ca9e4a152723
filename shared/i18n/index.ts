/**
 * i18next set-up shared by server components, the gateway and the operator commands (the islands
 * get their texts as props, decision 0034). English and Filipino (`ty`) are in shared/i18n/en.ts and
 * ty.ts; every other complete language is a translation file registered in shared/i18n/locales
 * (decision 0055). i18next keys each language by its BCP 47 tag (`fil`, `zh-Hant`…:
 * shared/i18n/format.ts `localeOf`) so that its plural rules are the language's; a language
 * without texts, or a key missing in one, falls back to English.
 * @see product-spec §1 Languages, DESIGN §7
 */
import i18next, { type TFunction } from 'i18next'
import { en } from './en'
import { ty } from './ty'
import * as LOCALE_FILES from './locales'
import { acceptPseudoLocales, COMPLETE_LANGUAGES, PSEUDO_LANGUAGES } from './languages'
import { localeOf, type TextTree } from './format'
import { pseudoTree } from './pseudo'

export type Messages = typeof en

const files: Record<string, TextTree> = LOCALE_FILES
const resources: Record<string, { translation: TextTree }> = { en: { translation: en }, fil: { translation: ty } }
for (const code of COMPLETE_LANGUAGES) if (files[code]) resources[localeOf(code)] = { translation: files[code] }

const instance = i18next.createInstance()
instance.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...Object.keys(resources), ...PSEUDO_LANGUAGES.map((l) => l.htmlLang)],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
} as Parameters<typeof instance.init>[0])

/** Codes whose texts are loaded (memoised by {@link tFor}). */
const loaded = new Set<string>(COMPLETE_LANGUAGES)

/**
 * Loads the pseudo-locales `xa` and `xb` generated from English (shared/i18n/pseudo.ts) and lets
 * the cookie or `?language=` choose them. Run once at start when `PSEUDO_LOCALE=on`
 * (server/bootstrap.ts); tests call it too. Never offered in the select.
 */
export function enablePseudoLocales(): void {
  for (const { code, htmlLang } of PSEUDO_LANGUAGES) {
    if (loaded.has(code)) continue
    const categories = new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories
    instance.addResourceBundle(htmlLang, 'translation', pseudoTree(en as unknown as TextTree, categories))
    loaded.add(code)
  }
  acceptPseudoLocales()
}

/**
 * One namespace (top-level key, e.g. `inhouse`) of a language's own texts as loaded, for an island
 * that carries a whole namespace (the in-house games run in the game frame without the server's
 * translator) in a language of a translation file or a pseudo-locale; undefined for English and
 * Filipino (which such an island carries itself) and for a language without texts.
 */
export function textTreeOf(language: string, namespace: string): TextTree | undefined {
  if (!loaded.has(language) || language === 'en' || language === 'ty') return undefined
  const bundle = instance.getResourceBundle(localeOf(language), 'translation') as TextTree | undefined
  const tree = bundle?.[namespace]
  return typeof tree === 'object' ? tree : undefined
}

/** Texts already looked up, per language (the locales are fixed at build time): key, or key + options. */
const memos = new Map<string, Map<string, string>>()
/** Bound on a language's memo (texts with varying options, e.g. amounts, stop being remembered past it). */
const MEMO_MAX = 20_000

/** The memo key of a call whose options are plain values (placeholders, counts), else null. */
function memoKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 1) return null
  if (rest.length === 0) return key
  const options = rest[0]
  if (!options || typeof options !== 'object' || Array.isArray(options)) return null
  for (const v of Object.values(options)) if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null
  return `${key}\u0000${JSON.stringify(options)}`
}

/**
 * A translator bound to one language (a lobby code: `ty`, `zt`…; a language without texts answers
 * in English). A call with a key alone, or with options of plain values, is
 * answered from a per-language memo after its first lookup: a page asks for hundreds of texts and
 * i18next's lookup, fallback and interpolation cost ~10–100 µs a call (issue 16, uncached render
 * time). Other calls (objects in the options, several arguments) go to i18next every time.
 */
export function tFor(language: string): TFunction {
  const fixed = instance.getFixedT(localeOf(language))
  if (!loaded.has(language)) return fixed
  let memo = memos.get(language)
  if (!memo) memos.set(language, (memo = new Map()))
  const texts = memo
  const call = fixed as unknown as (...a: unknown[]) => unknown
  const t = (key: unknown, ...rest: unknown[]) => {
    const k = memoKey(key, rest)
    if (k === null) return call(key, ...rest)
    let text = texts.get(k)
    if (text === undefined) {
      const out = call(key, ...rest)
      if (typeof out !== 'string') return out
      text = out
      if (texts.size < MEMO_MAX) texts.set(k, text)
    }
    return text
  }
  return t as unknown as TFunction
}

export type { TFunction }
