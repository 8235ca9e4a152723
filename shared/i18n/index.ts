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

/** A translator bound to one language. */
export function tFor(language: string): TFunction {
  return instance.getFixedT(language)
}

export type { TFunction }
