import type { LocalizedText } from '../../db/schema/platform'

/** Picks the text for `language`, falling back to English, then to any text present. */
export function localized(text: LocalizedText, language: string): string {
  return text[language] ?? text.en ?? Object.values(text)[0] ?? ''
}
