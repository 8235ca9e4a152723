/**
 * The texts the promotion islands need, translated on the server (islands cannot call i18next):
 * every `promo.*` text plus the wallet's common texts (busy, network and unknown failures).
 */
import type { PageContext } from '../context'
import { promoEn } from '../../../shared/i18n/promo'
import { walletTexts } from '../member/texts'

type Tree = { readonly [k: string]: string | Tree }
const leaves = (tree: Tree, prefix: string): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)))
const PROMO_KEYS = leaves(promoEn, 'promo.')

/** `promo.*` texts of the given groups (e.g. 'promo.apply.') plus `promo.errors.*`, `promo.page.*` and the wallet's common texts. */
export function promoTexts(ctx: PageContext, ...prefixes: string[]): Record<string, string> {
  const wanted = ['promo.errors.', 'promo.page.', ...prefixes]
  return { ...walletTexts(ctx), ...Object.fromEntries(PROMO_KEYS.filter((k) => wanted.some((p) => k.startsWith(p))).map((k) => [k, ctx.t(k)])) }
}
