/**
 * The translation files of the languages beyond English and Filipino (issue 18, decision 0055):
 * `<code>.json` beside this file, a deep mirror of the composed English tree (`en` of
 * shared/i18n/en.ts) with i18next's plural keys of the language (shared/i18n/locales.test.ts holds
 * every file to English: same keys, placeholders and tags, no empty text). One line per language:
 * adding a language is its file and its line here (and its label in shared/i18n/languages.ts when
 * the spec's list lacks it). Server only: the islands get their texts as props.
 */
export { default as zh } from './zh.json' with { type: 'json' }
export { default as zt } from './zt.json' with { type: 'json' }
export { default as ja } from './ja.json' with { type: 'json' }
export { default as ko } from './ko.json' with { type: 'json' }
export { default as th } from './th.json' with { type: 'json' }
export { default as vi } from './vi.json' with { type: 'json' }
export { default as id } from './id.json' with { type: 'json' }
export { default as hi } from './hi.json' with { type: 'json' }
export { default as es } from './es.json' with { type: 'json' }
export { default as ar } from './ar.json' with { type: 'json' }
