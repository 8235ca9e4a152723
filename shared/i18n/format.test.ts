import { describe, expect, it } from 'vitest'
import { en } from './en'
import { ty } from './ty'
import { tFor } from './index'
import { interpolate, lookupIn, translatorOf, type TextTree } from './format'

type Tree = { [k: string]: string | Tree }
const flatten = (t: Tree, prefix = ''): [string, string][] => Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)))

/** The islands' formatter answers as i18next does, for every text of both languages (decision 0034). */
describe('the islands formatter follows i18next', () => {
  for (const [language, tree] of [
    ['en', en],
    ['ty', ty],
  ] as const) {
    const t = translatorOf((key) => lookupIn(tree as unknown as TextTree, key), language)
    const i18n = tFor(language)
    const texts = flatten(tree as unknown as Tree)

    it(`${language}: every text with its placeholders filled, left alone, or given undefined`, () => {
      for (const [key, text] of texts) {
        const names = [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!)
        const filled = Object.fromEntries(names.map((n, i) => [n, `v${i}$&`]))
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
        if (base !== key) continue // plural forms: below
        expect(t(key, filled), key).toBe(i18n(key, filled))
        expect(t(key, {}), key).toBe(i18n(key, {}))
        expect(t(key), key).toBe(i18n(key))
        if (names.length) expect(t(key, { [names[0]!]: undefined }), key).toBe(i18n(key, { [names[0]!]: undefined }))
      }
    })

    it(`${language}: plural texts pick the same form for 0, 1, 2, 5 and 21`, () => {
      const plurals = new Set(
        texts
          .map(([k]) => k)
          .filter((k) => /_(zero|one|other)$/.test(k))
          .map((k) => k.replace(/_(zero|one|other)$/, '')),
      )
      expect(plurals.size).toBeGreaterThan(10)
      for (const key of plurals) for (const count of [0, 1, 2, 5, 21]) expect(t(key, { count }), `${key} ${count}`).toBe(i18n(key, { count }))
    })
  }

  it('an unknown key comes back as itself', () => {
    const t = translatorOf(() => undefined)
    expect(t('nope.key', { count: 1 })).toBe(tFor('en')('nope.key', { count: 1 }))
  })

  it('interpolates with spaces inside the braces and never twice', () => {
    expect(interpolate('{{ a }} and {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} and x')
  })
})
