/**
 * Transfers (spec §2 transferUpline, §6 agent → downline, §7 GCS_walletTransfer; DESIGN §4), each
 * one ledger movement with both sides' legs in one money-writer unit:
 * - to the upline: MEMBER(member) → MEMBER(upline), for anyone who has an upline (agents too);
 * - to a downline: MEMBER(agent) → MEMBER(downline), for any member of the agent's tree (direct or
 *   indirect, found by walking `uplineId` up from the downline);
 * - wallet transfer: MEMBER ↔ GAME:<vendor>, only for brands with separate game wallets.
 * Keys are namespaced `m:<memberId>:<call>:<Idempotency-Key>`; a repeat returns the first answer.
 * Amounts minor units, within the brand's transfer limits.
 */
import { and, eq } from 'drizzle-orm'
import { vendorLanes } from '../../../db/schema/platform'
import { isAgent } from '../../../shared/member'
import type { AccountRef } from './ledger'
import type { PaymentPasswordModule } from './payment-password'
import { WalletError, activeMember, checkLimits, readSettings, withFunds, type MemberRow, type WalletDeps } from './wallet-support'

/** How far up a tree is walked looking for the agent (deeper trees are not a downline). */
export const MAX_TREE_DEPTH = 64

/** The answer to a transfer (minor units): the movement and the caller's main balance after it. */
export type TransferAnswer = {
  id: number
  amount: number
  /** The other side: the upline's or downline's account name. */
  counterpart: string
  balance: number
  createdAt: number
}

/** The answer to a wallet transfer (minor units). */
export type WalletTransferAnswer = {
  id: number
  from: string
  to: string
  amount: number
  /** Main wallet and the game wallet after the transfer. */
  balance: number
  gameBalance: number
  vendor: string
  createdAt: number
}

export function transferModule(deps: WalletDeps, pin: PaymentPasswordModule) {
  const { ctx, ledger } = deps

  /** Whether `memberId` sits below `agentId` in the tree. */
  function isInTree(agentId: number, memberId: number): boolean {
    let cursor = deps.members.byId(memberId)?.uplineId ?? null
    for (let depth = 0; cursor !== null && depth < MAX_TREE_DEPTH; depth++) {
      if (cursor === agentId) return true
      cursor = deps.members.byId(cursor)?.uplineId ?? null
    }
    return false
  }

  function move(kind: 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE', from: number, to: { id: number; account: string }, amount: number, key: string): Promise<TransferAnswer> {
    const settings = readSettings(ctx)
    checkLimits(settings, amount, settings.transferMin, settings.transferMax)
    const call = kind === 'TRANSFER_UPLINE' ? 'transferUpline' : 'transferDownline'
    return deps.money.run(
      () => {
        const posted = withFunds(() =>
          ledger.post({
            key: `m:${from}:${call}:${key}`,
            kind,
            memberId: from,
            amount,
            reference: `member:${to.id}`,
            legs: [
              { account: { kind: 'MEMBER', memberId: from }, amount: -amount },
              { account: { kind: 'MEMBER', memberId: to.id }, amount },
            ],
            result: ({ balances }) => ({ amount, counterpart: to.account, balance: balances[0]!, createdAt: ctx.now() }),
          }),
        )
        return { id: posted.movementId, ...posted.result }
      },
      { checksFirst: true },
    ) // one ledger post: a refused one writes nothing
  }

  /**
   * The member of the agent's tree named `account`; unknown accounts and accounts outside the tree get the same answer.
   * @throws WalletError NOT_AGENT | NOT_DOWNLINE (403)
   */
  function downlineOf(agent: MemberRow, account: string) {
    if (!isAgent(agent.type)) throw new WalletError('NOT_AGENT', 'errors.notAgent', 403)
    const target = deps.members.byAccount(account)
    if (!target || target.id === agent.id || !isInTree(agent.id, target.id)) throw new WalletError('NOT_DOWNLINE', 'wallet.errors.notDownline', 403)
    return target
  }

  return {
    isInTree,

    /**
     * Moves money from the member's wallet to the upline's.
     * @throws WalletError NO_UPLINE | BELOW_MIN | ABOVE_MAX (400), INSUFFICIENT_FUNDS | IDEMPOTENCY_CONFLICT (409)
     * @see product-spec §2 transferUpline, §6
     */
    async transferUpline(memberId: number, input: { amount: number; key: string }): Promise<TransferAnswer> {
      const m = activeMember(deps, memberId)
      const upline = m.uplineId === null ? undefined : deps.members.byId(m.uplineId)
      if (!upline) throw new WalletError('NO_UPLINE', 'wallet.errors.noUpline', 400)
      return move('TRANSFER_UPLINE', memberId, upline, input.amount, input.key)
    },

    /**
     * Moves money from an agent's wallet to a member of the agent's downline (by account name).
     * Unknown accounts and accounts outside the tree get the same answer.
     * @throws WalletError NOT_AGENT | NOT_DOWNLINE (403), BELOW_MIN | ABOVE_MAX (400), INSUFFICIENT_FUNDS | IDEMPOTENCY_CONFLICT (409)
     * @see product-spec §6 "Agent: can transfer to downline"
     */
    async transferDownline(agentId: number, input: { account: string; amount: number; key: string }): Promise<TransferAnswer> {
      const agent = activeMember(deps, agentId)
      return move('TRANSFER_DOWNLINE', agentId, downlineOf(agent, input.account), input.amount, input.key)
    },

    /**
     * The agent's transfer as the agent centre sends it (issue 16, decision 0043): `transferDownline`
     * confirmed by the agent's payment password (withdrawal PIN, decision 0008), checked with the
     * withdrawals' limiter (5 wrong in 15 minutes lock it, attempts reserved before the hash, so a
     * parallel burst is limited like a sequence). The downline and the limits are checked
     * before the PIN, so a mistake there costs no attempt. A repeated key returns the first answer
     * (after the PIN is checked again).
     * @throws WalletError NOT_AGENT | NOT_DOWNLINE (403), PAYMENT_PASSWORD_NOT_SET | PAYMENT_PASSWORD_WRONG |
     *   BELOW_MIN | ABOVE_MAX (400), PAYMENT_PASSWORD_LOCKED (429), INSUFFICIENT_FUNDS | IDEMPOTENCY_CONFLICT (409)
     * @see product-spec §6 "Agent: can transfer to downline"
     */
    async confirmedTransferDownline(agentId: number, input: { account: string; amount: number; key: string; paymentPassword: string }): Promise<TransferAnswer> {
      const agent = activeMember(deps, agentId)
      const target = downlineOf(agent, input.account)
      const settings = readSettings(ctx)
      checkLimits(settings, input.amount, settings.transferMin, settings.transferMax)
      if (!agent.paymentPasswordHash) throw new WalletError('PAYMENT_PASSWORD_NOT_SET', 'wallet.errors.paymentPasswordNotSet', 400)
      await pin.verify(agentId, agent.paymentPasswordHash, input.paymentPassword)
      return move('TRANSFER_DOWNLINE', agentId, target, input.amount, input.key)
    },

    /**
     * Moves money between the main wallet (`MAIN`) and a vendor's game wallet, for brands with
     * separate game wallets (GCS_merchantWallet isSingle false).
     * @throws WalletError SINGLE_WALLET (409), WALLET_UNKNOWN | BELOW_MIN | ABOVE_MAX (400), INSUFFICIENT_FUNDS | IDEMPOTENCY_CONFLICT (409)
     * @see product-spec §7 GCS_walletTransfer
     */
    async walletTransfer(memberId: number, input: { from: string; to: string; amount: number; key: string }): Promise<WalletTransferAnswer> {
      activeMember(deps, memberId)
      const settings = readSettings(ctx)
      if (settings.singleWallet) throw new WalletError('SINGLE_WALLET', 'wallet.errors.singleWallet', 409)
      const vendor = input.from === 'MAIN' ? input.to : input.from
      if (input.from === input.to || (input.from !== 'MAIN' && input.to !== 'MAIN') || !offered(vendor)) {
        throw new WalletError('WALLET_UNKNOWN', 'wallet.errors.walletUnknown', 400)
      }
      checkLimits(settings, input.amount, settings.transferMin, settings.transferMax)
      const main: AccountRef = { kind: 'MEMBER', memberId }
      const game: AccountRef = { kind: 'GAME', memberId, vendor }
      const toGame = input.to === vendor
      return deps.money.run(
        () => {
          const posted = withFunds(() =>
            ledger.post({
              key: `m:${memberId}:walletTransfer:${input.key}`,
              kind: 'WALLET_TRANSFER',
              memberId,
              amount: input.amount,
              reference: `vendor:${vendor}`,
              legs: [
                { account: toGame ? main : game, amount: -input.amount },
                { account: toGame ? game : main, amount: input.amount },
              ],
              result: ({ balances }) => ({
                from: input.from,
                to: input.to,
                amount: input.amount,
                vendor,
                createdAt: ctx.now(),
                balance: toGame ? balances[0]! : balances[1]!,
                gameBalance: toGame ? balances[1]! : balances[0]!,
              }),
            }),
          )
          return { id: posted.movementId, ...posted.result }
        },
        { checksFirst: true },
      )
    },
  }

  function offered(vendor: string): boolean {
    return (
      ctx.db
        .select({ v: vendorLanes.vendorCode })
        .from(vendorLanes)
        .where(and(eq(vendorLanes.brandCode, ctx.brandCode), eq(vendorLanes.vendorCode, vendor)))
        .get() !== undefined
    )
  }
}
