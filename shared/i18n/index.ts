/**
 * i18next set-up shared by server components, the gateway and client islands.
 * English and Filipino (`ty`) are complete; every other language of the select falls back to English.
 * @see product-spec §1 Languages, DESIGN §7
 */
import i18next, { type TFunction } from 'i18next'
import { en } from './en'
import { ty } from './ty'
import { LANGUAGE_CODES } from './languages'

export type Messages = typeof en

const instance = i18next.createInstance()
instance.init({
  resources: { en: { translation: en }, ty: { translation: ty } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGE_CODES,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
} as Parameters<typeof instance.init>[0])

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
 * A translator bound to one language. A call with a key alone, or with options of plain values, is
 * answered from a per-language memo after its first lookup: a page asks for hundreds of texts and
 * i18next's lookup, fallback and interpolation cost ~10–100 µs a call (issue 16, uncached render
 * time). Other calls (objects in the options, several arguments) go to i18next every time.
 */
export function tFor(language: string): TFunction {
  const fixed = instance.getFixedT(language)
  if (!(LANGUAGE_CODES as readonly string[]).includes(language)) return fixed
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
