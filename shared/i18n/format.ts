/**
 * i18next's own rules for filling a text, without i18next (decision 0034, "i18next in the
 * islands"): the server translates with i18next (shared/i18n/index.ts); the islands receive their
 * texts as props and would pay ~16 KB gzip of first-load JS for the library, so they format with
 * these few lines instead, which follow i18next's semantics (i18n.test.ts holds them to i18next's
 * answers for every text of both languages):
 * - interpolation: `{{name}}` and `{{ name }}` take `params.name`; a name not in `params` leaves the
 *   placeholder as it is; a name present with the value `undefined` becomes ''; values are not
 *   escaped (`escapeValue: false`) and not interpolated again;
 * - plurals: with a numeric `count`, `key_zero` when count is 0 and the text exists, then
 *   `key_<Intl.PluralRules category>` (`_one`, `_other`…, rules of the language's tag, English when
 *   the browser has none for it), then `key` itself.
 * No React, no browser APIs: server code may use it too. The language of a page is a lobby code
 * (`en`, `ty`, `zt`…, shared/i18n/languages.ts); {@link localeOf} gives its BCP 47 tag for `Intl`.
 */

export type Params = Record<string, string | number | undefined>
export type Translate = (key: string, params?: Params) => string

const PLACEHOLDER = /{{\s*-?\s*([\w.]+)\s*}}/g

/** Fills `{{name}}` placeholders as i18next does. */
export function interpolate(text: string, params?: Params): string {
  if (!params || !text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (m, name: string) => {
    if (!Object.hasOwn(params, name)) return m
    const v = params[name]
    return v === undefined ? '' : String(v)
  })
}

/** Lobby codes that are not the language's BCP 47 tag (the spec's TY is Filipino, ZT Traditional Chinese; xa/xb the pseudo-locales). */
const TAGS: Readonly<Record<string, string>> = { ty: 'fil', zh: 'zh-Hans', zt: 'zh-Hant', xa: 'en-XA', xb: 'ar-XB' }
/** Right-to-left languages (by lobby code). */
const RTL = new Set(['ar', 'fa', 'he', 'ur', 'xb'])

/**
 * The BCP 47 tag of a lobby language code, for `Intl` (dates, numbers, plural rules) and
 * `<html lang>`: `localeOf('ty')` → 'fil', `localeOf('zt')` → 'zh-Hant', `localeOf('ja')` → 'ja'.
 */
export function localeOf(code: string): string {
  return TAGS[code] ?? code
}

/** Whether the language (lobby code) is written right to left (ar, fa, he, ur, pseudo xb). */
export function isRtl(code: string): boolean {
  return RTL.has(code)
}

const rules = new Map<string, Intl.PluralRules>()
function pluralRules(language: string): Intl.PluralRules {
  let r = rules.get(language)
  if (!r) {
    try {
      r = new Intl.PluralRules(localeOf(language))
    } catch {
      r = new Intl.PluralRules('en')
    }
    rules.set(language, r)
  }
  return r
}

/** The key i18next reads for `key` with `params.count`: the zero or plural form when the texts have it. */
export function pluralKey(has: (key: string) => boolean, key: string, params?: Params, language = 'en'): string {
  const count = params?.count
  if (typeof count !== 'number') return key
  if (count === 0 && has(`${key}_zero`)) return `${key}_zero`
  const form = `${key}_${pluralRules(language).select(count)}`
  return has(form) ? form : key
}

/**
 * A translator over looked-up texts: plural form, interpolation; an unknown key comes back as
 * itself (visible in tests, never blank), as i18next answers it.
 */
export function translatorOf(lookup: (key: string) => string | undefined, language = 'en'): Translate {
  const has = (key: string) => lookup(key) !== undefined
  return (key, params) => interpolate(lookup(pluralKey(has, key, params, language)) ?? key, params)
}

export type TextTree = { readonly [k: string]: string | TextTree }

/** A text of a nested tree by its dotted key (`slip.count_one`). */
export function lookupIn(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}
