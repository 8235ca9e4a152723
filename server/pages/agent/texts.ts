/**
 * Texts for the agent center's islands (islands cannot call i18next): a flat map of full keys
 * (`agent.register.submit`) to the agent's language, for the agent groups asked for, plus the
 * wallet texts the shared form pieces use (client/components/form-kit.tsx).
 */
import type { PageContext } from '../context'
import { agentEn } from '../../../shared/i18n/agent'
import { walletTexts } from '../member/texts'

const AGENT_KEYS: string[] = []
;(function collect(tree: object, prefix: string) {
  for (const [k, v] of Object.entries(tree)) typeof v === 'string' ? AGENT_KEYS.push(prefix + k) : collect(v as object, `${prefix}${k}.`)
})(agentEn, 'agent.')

/**
 * Every `agent.*` text under the given prefixes, the wallet form texts and any `extra` full keys.
 * @example agentTexts(ctx, ['agent.register.'], ['validation.confirmMismatch'])
 */
export function agentTexts(ctx: PageContext, prefixes: string[], extra: string[] = []): Record<string, string> {
  const own = AGENT_KEYS.filter((k) => prefixes.some((p) => k.startsWith(p)) || k.startsWith('agent.errors.'))
  return { ...walletTexts(ctx), ...Object.fromEntries([...own, ...extra].map((k) => [k, ctx.t(k)])) }
}
