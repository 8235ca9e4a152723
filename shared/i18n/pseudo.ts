/**
 * Pseudo-locales generated from English at load (issue 18, decision 0055): every letter accented,
 * the text ~40 % longer and in brackets, so a page in it shows at a glance which texts are not
 * translated (plain English: hard-coded in code) and where longer languages overflow. `xa` reads
 * left to right (en-XA), `xb` the same text right to left (ar-XB, the RTL layout check before the
 * Arabic file lands). Placeholders (`{{name}}`) and markup tags are kept as they are.
 */
import type { TextTree } from './format'

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** Words appended until the text is ~40 % longer (as Chromium's en-XA does), so a phone layout wraps as a long language would. */
const FILLER = ['öñé', 'ţŵö', 'ţĥŕéé', 'ƒöûŕ', 'ƒîṽé', 'šîẋ', 'šéṽéñ', 'éîĝĥţ', 'ñîñé', 'ţéñ']

/** Placeholders and markup tags: kept, never accented. */
const KEEP = /({{[^}]*}}|<[^>]+>)/

/** The opening and closing marks of a pseudo text: a text node of a page in a pseudo-locale without them is not translated. */
export const PSEUDO_OPEN = '['
export const PSEUDO_CLOSE = ']'

/**
 * One English text in the pseudo-locale: `'Log in'` → `'[Ļöĝ îñ öñé]'`; `'Hi {{name}}'` keeps
 * `{{name}}`. An empty text stays empty.
 */
export function pseudoText(text: string): string {
  if (text === '') return text
  const accented = text
    .split(KEEP)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch)))
    .join('')
  const target = Math.ceil(text.length * 0.4)
  let pad = ''
  for (let i = 0; pad.length < target; i++) pad += ` ${FILLER[i % FILLER.length]}`
  return `${PSEUDO_OPEN}${accented}${pad}${PSEUDO_CLOSE}`
}

/**
 * The whole English tree in the pseudo-locale, with i18next's plural keys for `categories` (the
 * locale's `Intl.PluralRules` categories): a base key with `_one`/`_other` in English gets every
 * category, `_one` from English `_one`, the others from `_other`.
 */
export function pseudoTree(tree: TextTree, categories: readonly string[]): TextTree {
  const out: Record<string, string | TextTree> = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      out[key] = pseudoTree(value, categories)
      continue
    }
    const plural = /^(.*)_(one|other)$/.exec(key)
    if (plural && typeof tree[`${plural[1]}_one`] === 'string' && typeof tree[`${plural[1]}_other`] === 'string') {
      if (plural[2] === 'one') continue
      const base = plural[1]!
      for (const c of categories) out[`${base}_${c}`] = pseudoText(c === 'one' ? (tree[`${base}_one`] as string) : value)
      continue
    }
    out[key] = pseudoText(value)
  }
  return out
}
