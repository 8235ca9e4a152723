/**
 * The pseudo-locales (issue 18, decision 0055): generated from English, accented, ~40 % longer, in
 * brackets, placeholders kept; chosen by code only once turned on, never offered in the select.
 */
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { enablePseudoLocales, tFor } from './index'
import { dirOf, htmlLangOf, OFFERED_LANGUAGES, resolveLanguage } from './languages'
import { pseudoText, pseudoTree } from './pseudo'

describe('pseudo-locales', () => {
  it('a text is accented, ~40 % longer and bracketed; placeholders and tags are kept', () => {
    const out = pseudoText('Deposit {{amount}} to <b>{{name}}</b> now')
    expect(out.startsWith('[') && out.endsWith(']')).toBe(true)
    expect(out).toContain('{{amount}}')
    expect(out).toContain('<b>{{name}}</b>')
    expect(out.replace(/{{\w+}}|<\/?b>/g, '')).not.toMatch(/[A-Za-z]/)
    expect(out.length).toBeGreaterThanOrEqual(Math.round('Deposit {{amount}} to <b>{{name}}</b> now'.length * 1.4))
    expect(pseudoText('')).toBe('')
  })

  it('plural keys get every category of the locale', () => {
    expect(Object.keys(pseudoTree({ n_one: 'One game', n_other: '{{count}} games', t: 'Hi' }, ['zero', 'one', 'two', 'few', 'many', 'other'])).sort()).toEqual([
      'n_few',
      'n_many',
      'n_one',
      'n_other',
      'n_two',
      'n_zero',
      't',
    ])
  })

  it('xa and xb are refused until turned on, then render pseudo texts; xb is right to left; neither is offered', () => {
    expect(resolveLanguage('xa')).toBe('en')
    enablePseudoLocales()
    expect(resolveLanguage('xa')).toBe('xa')
    expect(resolveLanguage('XB')).toBe('xb')
    const login = tFor('xa')('header.login')
    expect(login).not.toBe(en.header.login)
    expect(login).toMatch(/^\[Ļöĝ îñ .*\]$/)
    expect(tFor('xb')('header.login')).toBe(login)
    expect(dirOf('xb')).toBe('rtl')
    expect(dirOf('xa')).toBe('ltr')
    expect(htmlLangOf('xa')).toBe('en-XA')
    expect(OFFERED_LANGUAGES.map((l) => l.code)).not.toContain('xa')
  })
})

describe('a namespace for an island', () => {
  it("is the language's own texts for a translation file or pseudo-locale, nothing for English and Filipino", async () => {
    const { textTreeOf } = await import('./index')
    enablePseudoLocales()
    expect(textTreeOf('en', 'inhouse')).toBeUndefined()
    expect(textTreeOf('ty', 'inhouse')).toBeUndefined()
    expect(textTreeOf('kk', 'inhouse')).toBeUndefined()
    const tree = textTreeOf('xa', 'inhouse')
    expect(Object.keys(tree ?? {})).toEqual(Object.keys(en.inhouse))
  })
})
