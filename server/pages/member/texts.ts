/**
 * The texts a wallet island needs, translated on the server (islands cannot call i18next): a flat
 * map of full keys (`walletUi.deposit.submit`, `wallet.errors.belowMin`) to the member's language.
 * Placeholders such as `{{amount}}` stay in the text; the islands fill them (client/components/form-kit.tsx).
 */
import type { PageContext } from '../context'
import { walletEn } from '../../../shared/i18n/wallet'
import { walletUiEn } from '../../../shared/i18n/wallet-ui'

type Tree = { readonly [k: string]: string | Tree }

function leaves(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)))
}

const ALL_KEYS = [...leaves(walletUiEn, 'walletUi.'), ...leaves(walletEn, 'wallet.')]

/**
 * Every text under the given key prefixes (whole groups such as `walletUi.deposit.` or
 * `wallet.errors.`), plus `walletUi.common.*` and `wallet.errors.*`, which every form shows.
 * @example walletTexts(ctx, 'walletUi.deposit.', 'wallet.status.')
 */
export function walletTexts(ctx: PageContext, ...prefixes: string[]): Record<string, string> {
  const wanted = ['walletUi.common.', 'wallet.errors.', ...prefixes]
  return Object.fromEntries(ALL_KEYS.filter((k) => wanted.some((p) => k.startsWith(p))).map((k) => [k, ctx.t(k)]))
}
