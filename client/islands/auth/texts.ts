/**
 * The texts the account dialogs need (islands cannot call the server's i18n). The layout builds
 * the `texts` prop once per request:
 * @example
 *   const texts = Object.fromEntries(AUTH_TEXT_KEYS.map((k) => [k, ctx.t(k)]))
 * `{{min}}`, `{{max}}`, `{{seconds}}`, `{{minutes}}` and `{{target}}` stay in the texts (i18next keeps a
 * placeholder it has no value for); the islands fill them in the browser.
 *
 * A plain module (no 'use client'): the server imports the list, the islands only its types, so
 * the dictionary never ships to the browser.
 */
import { en } from '../../../shared/i18n/en'

type Leaves<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** The `errors.*` texts the dialogs show themselves (the rest arrive translated from the API). */
const ERROR_KEYS = [
  'errors.network',
  'errors.unknown',
  'errors.tooManyRequests',
  'errors.codeMissing',
  'errors.invalidMobile',
  'errors.captchaRequired',
  'errors.invalidInvitationCode',
  'errors.validation',
] as const satisfies readonly Leaves<typeof en, ''>[]

/** A key the dialogs may look up in `texts`. */
export type AuthTextKey = Leaves<Pick<typeof en, 'auth' | 'validation' | 'social'>, ''> | (typeof ERROR_KEYS)[number]

function leaves(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v as object, `${prefix}${k}.`)))
}

/** Every `auth.*`, `validation.*` and `social.*` key (social sign-in, decision 0054), and the `errors.*` keys above. */
export const AUTH_TEXT_KEYS: string[] = [...leaves(en.auth, 'auth.'), ...leaves(en.validation, 'validation.'), ...leaves(en.social, 'social.'), ...ERROR_KEYS]
