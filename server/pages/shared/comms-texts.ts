/**
 * Texts the communication islands need (announcement popup, inbox, feedback modal), translated on
 * the server: a flat map of full keys (`comms.feedback.submit`) in the visitor's language, for
 * `translator()` in the islands. Placeholders such as `{{count}}` stay for the island to fill.
 */
import type { TFunction } from 'i18next'
import { commsEn } from '../../../shared/i18n/comms'

type Tree = { readonly [k: string]: string | Tree }
const leaves = (tree: Tree, prefix: string): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)))
const ALL_KEYS = leaves(commsEn, 'comms.')

/** Every `comms.*` text under `prefix` (e.g. `comms.feedback.`), plus any `extra` full keys. */
export function commsTexts(t: TFunction, prefix: string, extra: string[] = []): Record<string, string> {
  return Object.fromEntries([...ALL_KEYS.filter((k) => k.startsWith(prefix)), ...extra].map((k) => [k, t(k)]))
}
