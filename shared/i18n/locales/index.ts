/**
 * The translation files of the languages beyond English and Filipino (issue 18, decision 0055):
 * `<code>.json` beside this file, a deep mirror of the composed English tree (`en` of
 * shared/i18n/en.ts) with i18next's plural keys of the language (shared/i18n/locales.test.ts holds
 * every file to English: same keys, placeholders and tags, no empty text). One line per language:
 * adding a language is its file and its line here (and its label in shared/i18n/languages.ts when
 * the spec's list lacks it). Server only: the islands get their texts as props.
 */
export { default as zh } from './zh.json'
