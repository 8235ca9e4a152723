/**
 * What the pages read of the contracts (spec §2 popups and agent center, §3 consolidated info): the
 * house's list, one contract, the consolidated request flags, the contract in force, a member's
 * lists and which contract pages it sees. Rates bp, times UTC ms.
 */
import type { ContractStatus, ContractType } from '../../../db/schema/contracts'
import { CONSOLIDATED_FIELDS, CONTRACT_TYPES } from '../../../shared/schemas/contracts'
import { isAgent } from '../../../shared/member'
import type { ConsolidatedContracts, ContractDeps, ContractView } from './contracts-model'
import { OPEN, type ContractStore } from './contracts-store'

/** The read calls of `platform.contracts`. */
export function contractViews({ members }: Pick<ContractDeps, 'members'>, store: ContractStore) {
  const { brandCode, q, toView, partyRow, pending } = store
  return {
    /** The house's contracts, newest first (operator `contracts list`). */
    houseContracts(): ContractView[] {
      return q.houseList.all(brandCode).map(toView)
    },

    /** One contract, for a party of it. @throws ContractError CONTRACT_NOT_FOUND (404) */
    get(memberId: number, id: number): ContractView {
      return toView(partyRow(memberId, id))
    },

    /**
     * Consolidated contract info (spec §3, §4 "on login ... consolidated data"): per type, 'NEW'
     * when an offer awaits the member, 'TERMINATE' when a termination request does, else ''.
     */
    consolidated(memberId: number): ConsolidatedContracts {
      const out: ConsolidatedContracts = { divtypereq: '', dailysalreqtype: '', contracthoursalreq: '', realtimesalreqtype: '' }
      for (const p of pending(memberId)) {
        const field = CONSOLIDATED_FIELDS[p.contract.type]
        if (out[field] !== 'NEW') out[field] = p.request
      }
      return out
    },

    /** The member's contract of a type in force now (with its upline or the house), or null. */
    current(memberId: number, type: ContractType): ContractView | null {
      const r = q.inForce.get(brandCode, memberId, type)
      return r ? toView(r) : null
    },

    /**
     * The member's contracts of a type, both sides, newest first (at most 200): `mine` with its
     * upline (or the house), `team` with its direct downlines.
     */
    list(memberId: number, type: ContractType): { mine: ContractView[]; team: ContractView[] } {
      const all = q.ofMember.all(brandCode, memberId, memberId, type).map(toView)
      return { mine: all.filter((c) => c.downlineId === memberId), team: all.filter((c) => c.uplineId === memberId) }
    },

    /**
     * Which of the four contract pages the agent center shows the member (spec §2 "depend on
     * contract type"): types it holds or held, offered, or may offer (a root agent: all four).
     */
    typesFor(memberId: number): ContractType[] {
      const m = members.byId(memberId)
      if (m && m.uplineId === null && isAgent(m.type)) return [...CONTRACT_TYPES]
      const seen = new Set(q.anyOfMember.all(brandCode, memberId, memberId).map((r) => r.type))
      return CONTRACT_TYPES.filter((t) => seen.has(t))
    },

    /** Whether a status is open (offered or in force). */
    isOpen: (status: ContractStatus) => OPEN.includes(status),
  }
}
