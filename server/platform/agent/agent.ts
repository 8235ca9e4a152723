/**
 * The agent center's platform module (`platform.agent`, issue 6): the team tree, the register
 * center, downline search and detail (team.ts) and the reports (reports.ts). Contracts and their
 * settlements are `platform.contracts` (contracts.ts, settlement*.ts).
 * @see product-spec §2 agent center, §6 agent role; DESIGN §6
 */
import type { PlatformContext } from '../context'
import type { MemberModule } from '../member/members'
import { teamModule } from './team'
import { reportsModule } from './reports'

export { AgentError } from './team'
export { dayRangeOf } from './reports'

export function agentModule(
  ctx: PlatformContext,
  deps: {
    members: MemberModule
    /** Main-wallet balance of a member, minor units. */
    balance: (memberId: number) => number
    settings: () => { registerFields: Record<string, unknown> }
    /** A fresh one-time password within the brand's password rule (platform.passwords, decision 0030). */
    oneTimePassword: () => string
  },
) {
  const team = teamModule(ctx, {
    members: deps.members,
    balance: deps.balance,
    oneTimePassword: deps.oneTimePassword,
    registerFields: () => deps.settings().registerFields,
  })
  return { ...team, reports: reportsModule(ctx, team) }
}

export type AgentModule = ReturnType<typeof agentModule>
