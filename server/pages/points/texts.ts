/**
 * The texts a points island needs, translated on the server (islands cannot call i18next): a flat
 * map of full keys (`points.mall.redeem`) to the member's language, placeholders kept for the
 * island to fill (client/components/form-kit.tsx `translator`).
 */
import type { PageContext } from '../context'
import { pointsEn } from '../../../shared/i18n/points'
import { walletTexts } from '../member/texts'

type Tree = { readonly [k: string]: string | Tree }
const leaves = (tree: Tree, prefix: string): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)))
const ALL_KEYS = leaves(pointsEn, 'points.')

/**
 * Every `points.*` text under the given prefixes plus `points.errors.*`, and the wallet's common
 * form texts (`walletUi.common.*`, `wallet.errors.*`: PIN and network errors).
 * @example pointsTexts(ctx, 'points.mall.')
 */
export function pointsTexts(ctx: PageContext, ...prefixes: string[]): Record<string, string> {
  const wanted = ['points.errors.', ...prefixes]
  return { ...walletTexts(ctx), ...Object.fromEntries(ALL_KEYS.filter((k) => wanted.some((p) => k.startsWith(p))).map((k) => [k, ctx.t(k)])) }
}
