/**
 * The `member` filter of a report: the agent's whole team, or one downline by account. An account
 * outside the team is said so (with a way back to the whole team), never an error page.
 */
import type { PageContext } from '../context'
import type { ReportScope } from '../../platform/agent/reports'

export type ScopeResult = { ok: true; scope: ReportScope; account?: string } | { ok: false; account: string }

export function scopeFor(ctx: PageContext, member: string | undefined): ScopeResult {
  const agentId = ctx.member!.id
  if (!member) return { ok: true, scope: { agentId } }
  const m = ctx.platform.members.byAccount(member)
  if (!m || ctx.platform.agent.levelOf(agentId, m.id) === null) return { ok: false, account: member }
  return { ok: true, scope: { agentId, memberId: m.id }, account: m.account }
}

export function NotInTeam({ ctx, account, clearHref }: { ctx: PageContext; account: string; clearHref: string }) {
  return (
    <div className="anotice" role="alert" data-testid="not-in-team">
      <p>{ctx.t('agent.common.notInTeam', { account })}</p>
      <a className="btn btn--ghost" href={clearHref}>
        {ctx.t('agent.common.showAll')}
      </a>
    </div>
  )
}
