/**
 * A contract's life (spec §4 contracts, §6 agent; decision 0013): offers (by an agent or the house),
 * accepting and refusing them, asking to terminate and answering, the house's termination. Each
 * change is one money-writer unit, with the ceiling cascade. Rates bp.
 */
import { RATE_CAP_BP } from '../../../shared/schemas/contracts'
import { isAgent, isTrial } from '../../../shared/member'
import { maxRateOf } from './contracts-rates'
import { ContractError, periodOf, type ContractDeps, type ContractView, type OfferInput } from './contracts-model'
import { IN_FORCE, type ContractStore } from './contracts-store'

/** The offer, answer and termination calls of `platform.contracts`. */
export function contractLifecycle({ ctx, members, money }: Pick<ContractDeps, 'ctx' | 'members' | 'money'>, store: ContractStore) {
  const { brandCode, q, toView, row, ownRate, enforceCeiling, partyRow, insertOffer } = store
  return {
    /**
     * Offers a contract to a direct downline. Replaces the downline's open offer of that type.
     * @throws ContractError NOT_AGENT (403), NOT_DIRECT_DOWNLINE (403), NO_OWN_CONTRACT (403: a
     *   non-root agent without its own contract of the type), RATE_ABOVE_CEILING (400, details
     *   `{ rate, ceiling }` as percent), PERIOD_REQUIRED | PERIOD_INVALID (400)
     * @see product-spec §4 contracts, §6 agent
     */
    async offer(uplineId: number, input: OfferInput): Promise<ContractView> {
      const upline = members.byId(uplineId)
      if (upline?.status !== 'ACTIVE' || !isAgent(upline.type)) throw new ContractError('NOT_AGENT', 'errors.notAgent', 403)
      const downline = input.downlineId !== undefined ? members.byId(input.downlineId) : input.account !== undefined ? members.byAccount(input.account) : undefined
      if (!downline || downline.uplineId !== uplineId || isTrial(downline.type) || downline.status !== 'ACTIVE') {
        throw new ContractError('NOT_DIRECT_DOWNLINE', 'contracts.errors.notDirectDownline', 403)
      }
      const period = periodOf(input.type, input.period)
      const id = await money.run(() => {
        const ceiling = ownRate(uplineId, input.type)
        if (ceiling === 0) throw new ContractError('NO_OWN_CONTRACT', 'contracts.errors.noOwnContract', 403)
        const rate = maxRateOf(input.tiers)
        if (rate > ceiling) throw new ContractError('RATE_ABOVE_CEILING', 'contracts.errors.rateAboveCeiling', 400, { rate: rate / 100, ceiling: ceiling / 100 })
        return insertOffer(uplineId, downline.id, input.type, period, input.tiers, ctx.now())
      })
      return toView(row(id))
    },

    /**
     * The house's offer to a root agent (operator command): paid by the HOUSE account, capped by
     * the brand's cap. The agent accepts it in the contract popup like any other.
     * @throws ContractError NOT_DIRECT_DOWNLINE (403: not a root agent), RATE_ABOVE_CEILING, PERIOD_*
     */
    async houseOffer(account: string, input: Omit<OfferInput, 'downlineId' | 'account'>): Promise<ContractView> {
      const agent = members.byAccount(account)
      if (!agent || agent.uplineId !== null || !isAgent(agent.type)) throw new ContractError('NOT_DIRECT_DOWNLINE', 'contracts.errors.notDirectDownline', 403)
      const period = periodOf(input.type, input.period)
      const rate = maxRateOf(input.tiers)
      if (rate > RATE_CAP_BP[input.type]) throw new ContractError('RATE_ABOVE_CEILING', 'contracts.errors.rateAboveCeiling', 400, { rate: rate / 100, ceiling: RATE_CAP_BP[input.type] / 100 })
      const id = await money.run(() => insertOffer(null, agent.id, input.type, period, input.tiers, ctx.now()))
      return toView(row(id))
    },

    /**
     * Accepts: an offer (the downline; the contract in force of that type, if any, is superseded)
     * or the other side's termination request (→ TERMINATED, reason AGREED). Either way the
     * downline's own contracts above its new rate end (cascade).
     * @throws ContractError CONTRACT_NOT_FOUND (404), NOT_YOUR_TURN (403), INVALID_STATE (409),
     *   RATE_ABOVE_CEILING (409: the upline's own rate fell below the offer meanwhile)
     */
    async accept(memberId: number, id: number): Promise<ContractView> {
      await money.run(() => {
        const r = partyRow(memberId, id)
        const now = ctx.now()
        if (r.status === 'OFFERED') {
          if (r.downline_id !== memberId) throw new ContractError('NOT_YOUR_TURN', 'contracts.errors.notYourTurn', 403)
          const ceiling = r.upline_id === null ? RATE_CAP_BP[r.type] : ownRate(r.upline_id, r.type)
          if (r.max_rate > ceiling) throw new ContractError('RATE_ABOVE_CEILING', 'contracts.errors.offerAboveCeiling', 409, { rate: r.max_rate / 100, ceiling: ceiling / 100 })
          const current = q.inForce.get(brandCode, memberId, r.type)
          if (current) q.end.run('SUPERSEDED', 'SUPERSEDED', now, current.id, brandCode)
          q.activate.run(now, now, id, brandCode)
        } else if (r.status === 'TERMINATION_REQUESTED') {
          if (r.termination_requested_by === memberId) throw new ContractError('NOT_YOUR_TURN', 'contracts.errors.notYourTurn', 403)
          q.end.run('TERMINATED', 'AGREED', now, id, brandCode)
        } else {
          throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
        }
        enforceCeiling(r.downline_id, r.type, now)
      })
      return toView(row(id))
    },

    /**
     * Refuses: an offer (the downline refuses it; the upline withdraws it) or a termination
     * request (the other side declines, or the asker withdraws it: the contract stays ACTIVE).
     * @throws ContractError CONTRACT_NOT_FOUND (404), INVALID_STATE (409)
     */
    async refuse(memberId: number, id: number): Promise<ContractView> {
      await money.run(() => {
        const r = partyRow(memberId, id)
        const now = ctx.now()
        if (r.status === 'OFFERED') q.refuse.run(now, now, r.downline_id === memberId ? 'REFUSED' : 'WITHDRAWN', id, brandCode)
        else if (r.status === 'TERMINATION_REQUESTED') q.keep.run(id, brandCode)
        else throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
      })
      return toView(row(id))
    },

    /**
     * Asks to terminate an ACTIVE contract (either side); the other side then accepts or refuses.
     * @throws ContractError CONTRACT_NOT_FOUND (404), INVALID_STATE (409)
     */
    async terminate(memberId: number, id: number): Promise<ContractView> {
      await money.run(() => {
        const r = partyRow(memberId, id)
        if (r.status !== 'ACTIVE') throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
        q.requestEnd.run(memberId, ctx.now(), id, brandCode)
      })
      return toView(row(id))
    },

    /**
     * The house ends its contract with a root agent at once (operator command), with the cascade.
     * @throws ContractError CONTRACT_NOT_FOUND (404: unknown or not a house contract), INVALID_STATE (409)
     */
    async houseTerminate(id: number): Promise<ContractView> {
      await money.run(() => {
        const r = row(id)
        if (r.upline_id !== null) throw new ContractError('CONTRACT_NOT_FOUND', 'contracts.errors.notFound', 404)
        const now = ctx.now()
        if (r.status === 'OFFERED') q.refuse.run(now, now, 'WITHDRAWN', id, brandCode)
        else if (IN_FORCE.includes(r.status)) q.end.run('TERMINATED', 'AGREED', now, id, brandCode)
        else throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
        enforceCeiling(r.downline_id, r.type, now)
      })
      return toView(row(id))
    },
  }
}
