/**
 * Key parity of every complete language with English (issue 18, decision 0055): each translation
 * file registered in shared/i18n/locales (and Filipino) has every English key, no other key, the
 * plural forms its language's rules ask for, the same `{{placeholders}}` and markup tags, and no
 * empty text. A checker's own cases run on a tiny fixture, so it is known to catch each mistake.
 */
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { ty } from './ty'
import * as LOCALE_FILES from './locales'
import { COMPLETE_LANGUAGES, LANGUAGE_CODES, LANGUAGES, OFFERED_LANGUAGES } from './languages'
import { localeOf, lookupIn, translatorOf, type TextTree } from './format'
import { tFor } from './index'

const flatten = (t: TextTree, prefix = ''): [string, string][] => Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)))

/** The names of a text's placeholders, each once (a translation may name one twice where its grammar needs it). */
const placeholders = (text: string, skipCount = false) => [...new Set([...text.matchAll(/{{\s*-?\s*([\w.]+)\s*}}/g)].map((m) => m[1]!))].filter((n) => !(skipCount && n === 'count')).sort()
const tags = (text: string) => [...text.matchAll(/<\/?([a-zA-Z][\w-]*)[^>]*>/g)].map((m) => m[0].replace(/\s.*?(\/?>)$/, '$1')).sort()

/**
 * What is wrong with `tree` as a translation of `english` in a language with the plural
 * `categories`: one line per problem (`missing: a.b`, `extra: a.c`, `placeholders: a.b`…), empty
 * when the file is complete.
 */
function parityProblems(english: TextTree, tree: TextTree, categories: readonly string[]): string[] {
  const source = new Map(flatten(english))
  const target = new Map(flatten(tree))
  // Plural bases: English `B_one` + `B_other` → the language's `B_<category>` for each category.
  const expected = new Map<string, { text: string; plural: boolean }>()
  for (const [key, text] of source) {
    const m = /^(.*)_(one|other)$/.exec(key)
    if (m && source.has(`${m[1]}_one`) && source.has(`${m[1]}_other`)) {
      if (m[2] === 'other') for (const c of categories) expected.set(`${m[1]}_${c}`, { text, plural: true })
      continue
    }
    expected.set(key, { text, plural: false })
  }
  const problems: string[] = []
  for (const [key, { text, plural }] of expected) {
    const got = target.get(key)
    if (got === undefined) {
      problems.push(`missing: ${key}`)
      continue
    }
    if (got.trim() === '') problems.push(`empty: ${key}`)
    // A plural form may write the number or leave it out ("one item"); every other placeholder is kept.
    if (placeholders(got, plural).join() !== placeholders(text, plural).join()) problems.push(`placeholders: ${key}`)
    if (tags(got).join() !== tags(text).join()) problems.push(`tags: ${key}`)
  }
  for (const key of target.keys()) if (!expected.has(key)) problems.push(`extra: ${key}`)
  return problems
}

const categoriesOf = (code: string) => new Intl.PluralRules(localeOf(code)).resolvedOptions().pluralCategories

describe('the parity checker', () => {
  const english = { a: { title: 'Deposit {{amount}}', link: 'Read <b>the terms</b>' }, n_one: 'One game', n_other: '{{count}} games' }

  it('passes a complete translation, with the plural forms of its language', () => {
    const ar = {
      a: { title: 'إيداع {{amount}}', link: 'اقرأ <b>الشروط</b>' },
      n_zero: 'لا ألعاب',
      n_one: 'لعبة',
      n_two: 'لعبتان',
      n_few: '{{count}} ألعاب',
      n_many: '{{count}} لعبة',
      n_other: '{{count}} لعبة',
    }
    expect(parityProblems(english, ar, categoriesOf('ar'))).toEqual([])
    expect(parityProblems(english, { a: { title: '存款 {{amount}}', link: '阅读<b>条款</b>' }, n_other: '{{count}} 个游戏' }, categoriesOf('zh'))).toEqual([])
  })

  it('names each mistake: a missing, extra or empty key, a lost placeholder or tag, a missing plural form', () => {
    const bad = { a: { title: 'Depósito {{monto}}', link: 'Lee los términos', extra: 'x' }, n_one: ' ', n_other: '{{count}} juegos' }
    expect(parityProblems(english, bad, categoriesOf('es')).sort()).toEqual(['empty: n_one', 'extra: a.extra', 'missing: n_many', 'placeholders: a.title', 'tags: a.link'])
  })
})

describe('complete languages', () => {
  const files: Record<string, TextTree> = LOCALE_FILES
  const trees: [string, TextTree][] = [['ty', ty as unknown as TextTree], ...Object.entries(files)]

  it.each(trees)('%s has every English key, its plural forms, the same placeholders and tags, no empty text', (code, tree) => {
    expect(parityProblems(en as unknown as TextTree, tree, categoriesOf(code))).toEqual([])
  })

  it.each(Object.keys(files))('%s answers every count of a plural text from its own file, as the islands do (i18next keyed by the BCP 47 tag: zt uses Chinese rules)', (code) => {
    const english = new Map(flatten(en as unknown as TextTree))
    const bases = [...english.keys()].filter((k) => k.endsWith('_one')).map((k) => k.slice(0, -'_one'.length))
    const own = translatorOf((key) => lookupIn(files[code]!, key), code)
    for (const base of bases)
      for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 1000]) {
        const text = tFor(code)(base, { count })
        expect(text, `${code} ${base} ${count}`).not.toBe(base)
        expect(text, `${code} ${base} ${count}`).toBe(own(base, { count }))
      }
  })

  it('every translation file in shared/i18n/locales is registered, and every registered one is a language of the list', () => {
    const dir = resolve(import.meta.dirname, 'locales')
    const onDisk = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort()
    expect(Object.keys(files).sort()).toEqual(onDisk)
    for (const code of onDisk) expect(LANGUAGE_CODES).toContain(code)
  })

  it('the select offers English, Filipino and the registered languages only; each has its BCP 47 tag', () => {
    expect(COMPLETE_LANGUAGES).toEqual(LANGUAGE_CODES.filter((c) => c === 'en' || c === 'ty' || c in files))
    expect(OFFERED_LANGUAGES.map((l) => l.code)).toEqual(COMPLETE_LANGUAGES)
    for (const l of LANGUAGES) expect(localeOf(l.code), l.code).toBe(l.htmlLang)
  })
})
