/**
 * Texts for the contract islands (islands cannot call i18next): a flat map of full keys
 * (`contracts.popup.accept`) in the member's language, for the groups asked for.
 */
import type { PageContext } from '../../context'
import { contractsEn } from '../../../../shared/i18n/contracts'

const KEYS: string[] = []
;(function collect(tree: object, prefix: string) {
  for (const [k, v] of Object.entries(tree)) typeof v === 'string' ? KEYS.push(prefix + k) : collect(v as object, `${prefix}${k}.`)
})(contractsEn, 'contracts.')

/**
 * Every `contracts.*` text under the given prefixes.
 * @example contractTexts(ctx, ['contracts.popup.', 'contracts.tiers.'])
 */
export function contractTexts(ctx: PageContext, prefixes: string[]): Record<string, string> {
  return Object.fromEntries(KEYS.filter((k) => prefixes.some((p) => k.startsWith(p))).map((k) => [k, ctx.t(k)]))
}
