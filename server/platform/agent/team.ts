/**
 * An agent's team (spec §2 registerCenter, downlineManagmentView; §6 agent role): every downline
 * at any depth, found by a recursive CTE over `members.upline_id` with its level (1 = direct);
 * the register center that opens accounts under the agent; downline search and detail.
 * Amounts minor units; times UTC ms.
 * @see product-spec §2, §3 member types, §6; DESIGN §6; docs/decisions 0014
 */
import type { Database } from 'bun:sqlite'
import { isAgent } from '../../../shared/member'
import { NICKNAME_MAX, subAgentTypeOf, type DownlineKind } from '../../../shared/schemas/agent'
import { checkField } from '../../../shared/validation/patterns'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { MemberInfo, MemberModule } from '../member/members'
import { resolveRegisterFields } from '../member/register-settings'

export class AgentError extends DomainError<'NOT_AGENT' | 'NOT_IN_TEAM' | 'SUB_AGENT_NOT_ALLOWED' | 'VALIDATION' | 'RANGE_TOO_LONG'> {}

/** Deepest level the tree is followed (a cycle guard; real trees are far shallower). */
export const MAX_TEAM_DEPTH = 64

/** One downline in the tree. */
export interface TeamMember {
  id: number
  account: string
  nickname: string
  type: number
  /** 1 = direct downline of the agent, 2 = a downline's downline, … */
  level: number
  uplineId: number
  createdAt: number
}

/** A row of the downline list (spec §2 downlineManagmentView). */
export interface DownlineRow extends TeamMember {
  uplineAccount: string
  isAgent: boolean
  /** Main wallet, minor units. */
  balance: number
  /** How many downlines this member has in turn (any depth). */
  teamSize: number
  lastLoginAt: number | null
  /** End of the member's break or self-exclusion in force (responsible gaming, issue 8), else null. */
  excludedUntil: number | null
}

/** A field the register center refused: the i18n key of its rule message and its parameters. */
export interface FieldProblem {
  field: string
  messageKey: string
  params?: Record<string, number>
}

export interface RegisterDownlineInput {
  account: string
  /** Empty = a one-time password is generated (answered once, decision 0030). */
  password: string
  nickname: string
  kind: DownlineKind
}

const TEAM_CTE = `WITH RECURSIVE team(id, level) AS (
  SELECT id, 1 FROM members WHERE upline_id = ?1
  UNION ALL SELECT m.id, team.level + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE team.level < ${MAX_TEAM_DEPTH}
)`

interface TeamRow {
  id: number
  account: string
  nickname: string
  type: number
  level: number
  upline_id: number
  created_at: number
}

export function teamModule(ctx: PlatformContext, deps: { members: MemberModule; balance: (memberId: number) => number; oneTimePassword: () => string; registerFields: () => Record<string, unknown> }) {
  const sqlite: Database = ctx.db.$client
  const q = {
    team: sqlite.prepare<TeamRow, [number]>(
      `${TEAM_CTE} SELECT m.id, m.account, m.nickname, m.type, team.level, m.upline_id, m.created_at FROM team JOIN members m ON m.id = team.id ORDER BY team.level, m.id`,
    ),
    level: sqlite.prepare<{ level: number }, [number, number]>(`${TEAM_CTE} SELECT level FROM team WHERE id = ?2 LIMIT 1`),
    teamSizes: sqlite.prepare<{ id: number; n: number }, [string]>(
      `WITH RECURSIVE sub(root, id, level) AS (
         SELECT j.value, m.id, 1 FROM json_each(?1) j JOIN members m ON m.upline_id = j.value
         UNION ALL SELECT sub.root, m.id, sub.level + 1 FROM members m JOIN sub ON m.upline_id = sub.id WHERE sub.level < ${MAX_TEAM_DEPTH}
       ) SELECT root AS id, count(*) AS n FROM sub GROUP BY root`,
    ),
    excluded: sqlite.prepare<{ member_id: number; until: number }, [string, string, number]>(
      'SELECT member_id, excluded_until AS until FROM rg_settings WHERE brand_code = ?2 AND member_id IN (SELECT value FROM json_each(?1)) AND excluded_until > ?3',
    ),
    lastLogin: sqlite.prepare<{ member_id: number; at: number }, [string]>(
      'SELECT member_id, max(created_at) AS at FROM sessions WHERE member_id IN (SELECT value FROM json_each(?1)) GROUP BY member_id',
    ),
  }

  function requireAgent(agentId: number) {
    const agent = deps.members.byId(agentId)
    if (!agent || !isAgent(agent.type)) throw new AgentError('NOT_AGENT', 'errors.notAgent', 403)
    return agent
  }

  /**
   * Every downline of the agent at any depth, by level then id.
   * @throws AgentError NOT_AGENT (403) when `agentId` is not an agent
   */
  function team(agentId: number): TeamMember[] {
    requireAgent(agentId)
    return q.team.all(agentId).map((r) => ({ id: r.id, account: r.account, nickname: r.nickname, type: r.type, level: r.level, uplineId: r.upline_id, createdAt: r.created_at }))
  }

  /** The level of `memberId` below the agent (1 = direct), or null when it is not in the team. */
  function levelOf(agentId: number, memberId: number): number | null {
    return q.level.get(agentId, memberId)?.level ?? null
  }

  /**
   * A downline of the agent by account (case-insensitive) or id.
   * @throws AgentError NOT_IN_TEAM (404) when there is no such member in the agent's team
   */
  function findDownline(agentId: number, who: string | number): TeamMember {
    const m = typeof who === 'number' ? deps.members.byId(who) : deps.members.byAccount(who)
    const level = m ? levelOf(agentId, m.id) : null
    if (!m || level === null) throw new AgentError('NOT_IN_TEAM', 'agent.errors.notInTeam', 404)
    return { id: m.id, account: m.account, nickname: m.nickname, type: m.type, level, uplineId: m.uplineId!, createdAt: m.createdAt }
  }

  /** Rows of the downline list for members of the team: upline, balance, team size, last login. */
  function enrich(rows: TeamMember[], accountOf: (id: number) => string): DownlineRow[] {
    const ids = JSON.stringify(rows.map((r) => r.id))
    const sizes = new Map(q.teamSizes.all(ids).map((r) => [r.id, r.n]))
    const logins = new Map(q.lastLogin.all(ids).map((r) => [r.member_id, r.at]))
    const excluded = new Map(q.excluded.all(ids, ctx.brandCode, ctx.now()).map((r) => [r.member_id, r.until]))
    return rows.map((r) => ({
      ...r,
      uplineAccount: accountOf(r.uplineId),
      isAgent: isAgent(r.type),
      balance: deps.balance(r.id),
      teamSize: sizes.get(r.id) ?? 0,
      lastLoginAt: logins.get(r.id) ?? null,
      excludedUntil: excluded.get(r.id) ?? null,
    }))
  }

  return {
    team,
    levelOf,
    findDownline,
    requireAgent,

    /**
     * The downline list (spec §2 downlineManagmentView): direct downlines or the whole team,
     * optionally filtered by a part of the account or nickname (case-insensitive), newest first.
     * @throws AgentError NOT_AGENT (403)
     */
    downlines(agentId: number, query: { search?: string; scope: 'direct' | 'all'; page: number; pageSize: number }) {
      const all = team(agentId)
      const needle = query.search?.trim().toLowerCase()
      const matched = all
        .filter((m) => (query.scope === 'direct' ? m.level === 1 : true))
        .filter((m) => !needle || m.account.includes(needle) || m.nickname.toLowerCase().includes(needle))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      const totalPages = Math.max(1, Math.ceil(matched.length / query.pageSize))
      const pageNum = Math.min(query.page, totalPages)
      const slice = matched.slice((pageNum - 1) * query.pageSize, pageNum * query.pageSize)
      const byId = new Map(all.map((m) => [m.id, m.account]))
      const agent = deps.members.byId(agentId)!
      const list = enrich(slice, (id) => (id === agentId ? agent.account : (byId.get(id) ?? '')))
      return { list, pageNum, totalPages, totalCount: matched.length, teamSize: all.length, direct: all.filter((m) => m.level === 1).length }
    },

    /**
     * One downline's detail: its row of the list, contact fields and its direct downlines.
     * @throws AgentError NOT_AGENT (403), NOT_IN_TEAM (404)
     */
    downline(agentId: number, who: string | number) {
      const agent = requireAgent(agentId)
      const d = findDownline(agentId, who)
      const upline = d.uplineId === agentId ? agent : deps.members.byId(d.uplineId)!
      const [row] = enrich([d], () => upline.account)
      const info = deps.members.info(d.id)
      const directs = q.team
        .all(d.id)
        .filter((r) => r.level === 1)
        .map((r) => ({ id: r.id, account: r.account, nickname: r.nickname, type: r.type }))
      return { ...row!, mobile: info.mobile, email: info.email, directDownlines: directs }
    },

    /**
     * Opens an account under the agent (spec §2 registerCenter): a member, or a sub-agent when the
     * agent's type allows it (`subAgentTypeOf`). The account and a given password follow the brand's
     * registration rules. An empty password gets a crypto-random one-time password within the
     * brand's password rule, answered here once and stored only as an argon2id hash. Either way
     * the new account must change its password before anything else (`mustChangePassword`): its
     * upline knows it (decisions 0014, 0030).
     * @returns the new member and, when it was generated, the one-time password (else undefined)
     * @throws AgentError NOT_AGENT (403), SUB_AGENT_NOT_ALLOWED (403), VALIDATION (400, `details.fields`);
     *   MemberError ACCOUNT_EXISTS (409)
     */
    async registerDownline(agentId: number, input: RegisterDownlineInput): Promise<{ member: MemberInfo; oneTimePassword?: string }> {
      const agent = requireAgent(agentId)
      const subType = subAgentTypeOf(agent.type)
      if (input.kind === 'agent' && subType === null) throw new AgentError('SUB_AGENT_NOT_ALLOWED', 'agent.errors.subAgentNotAllowed', 403)
      const rules = resolveRegisterFields(deps.registerFields())
      const account = input.account.trim()
      const problems: FieldProblem[] = []
      const usernameCheck = checkField({ ...rules.username, enabled: true, required: true }, account)
      if (!usernameCheck.ok) problems.push({ field: 'account', messageKey: usernameCheck.messageKey, params: usernameCheck.params })
      const generate = input.password === ''
      if (!generate) {
        const pw = checkField({ ...rules.password, enabled: true, required: true }, input.password)
        if (!pw.ok) problems.push({ field: 'password', messageKey: pw.messageKey, params: pw.params })
      }
      if ([...input.nickname].length > NICKNAME_MAX) problems.push({ field: 'nickname', messageKey: 'agent.errors.nicknameLength', params: { max: NICKNAME_MAX } })
      if (problems.length) throw new AgentError('VALIDATION', 'errors.validation', 400, { fields: problems })
      const oneTimePassword = generate ? deps.oneTimePassword() : undefined
      const member = await deps.members.register({
        account,
        password: oneTimePassword ?? input.password,
        nickname: input.nickname || undefined,
        type: input.kind === 'agent' ? subType! : 0,
        uplineId: agentId,
        registerUrl: null,
        mustChangePassword: true,
      })
      return oneTimePassword === undefined ? { member } : { member, oneTimePassword }
    },
  }
}

export type TeamModule = ReturnType<typeof teamModule>
