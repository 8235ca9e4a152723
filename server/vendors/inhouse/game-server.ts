/**
 * The in-house vendor's game logic (DESIGN §5): provably fair rounds settled through the platform's
 * seamless wallet over HTTP, exactly as a third-party vendor would.
 *
 * A round: outcome fixed from the member's active seed pair at its next nonce (shared/fair) →
 * PENDING row → wallet `bet` (txId `<roundId>:bet`) → OPEN, nonce consumed → payout decided
 * (SETTLING) → wallet `win` (`<roundId>:win`, amount 0 for a loss) → SETTLED. A refused bet deletes
 * the round (no nonce used) and answers the translated refusal. A wallet that does not answer is
 * retried with the same transaction id; if it still does not, a bet of unknown fate is rolled back
 * (`<roundId>:rollback`) and an unacknowledged win is sent again before the member's next call, so
 * every round is settled exactly once. One member's calls run one at a time.
 * Amounts minor units inside; the routes convert to major units.
 */
import { DomainError } from '../../platform/errors'
import type { Platform } from '../../platform'
import { INHOUSE_VENDOR, type FairRound, type FairStore, type HistoryRound, type SeedPair } from '../../platform/fair/store'
import { vendorWallet, WalletDown, type WalletAction, type WalletPlayer } from '../wallet-client'
import type { VendorDeps } from '../index'
import type { VendorAnswer } from '../../../shared/schemas/vendor-wallet'
import { BET_LIMITS, PARAMS_SCHEMAS, defaultParams, engineOf, floatsNeeded, instantPayout, outcomeOf, type AnyParams, type Engine } from '../../../shared/fair/engines'
import { minesMultiplier, minesPayout, minesSafeTiles, type MinesOutcome, type MinesParams } from '../../../shared/fair/mines'
import { fairFloats } from '../../../shared/fair/rng'
import { THEORETICAL_RTP } from '../../../shared/fair/rtp'

export type FairErrorCode =
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'USER_DISABLED'
  | 'LIMIT_REACHED'
  | 'NOT_ENOUGH_MONEY'
  | 'BET_REFUSED'
  | 'WALLET_UNAVAILABLE'
  | 'GAME_NOT_FOUND'
  | 'BAD_BET'
  | 'BAD_PARAMS'
  | 'WRONG_STEP'
  | 'ROUND_OPEN'
  | 'ROUND_NOT_FOUND'
  | 'TILE_TAKEN'
  | 'NO_REVEAL'

/** A refusal of the in-house vendor; the message key lives in the `inhouse.errors` namespace. */
export class FairError extends DomainError<FairErrorCode> {}

/** The catalogue's game type of every in-house game. */
const INHOUSE_GAME_TYPE = 'INHOUSE'

/** A member as the token names them. */
type Player = WalletPlayer

/** A round with what the answer needs: the round, the balance the wallet last told (minor units). */
export interface RoundResult {
  round: FairRound
  balance: number
  pair: SeedPair
}

/**
 * The game server of one platform: `deps.wallet` reaches the platform's wallet, `deps.catalogue`
 * names the vendor's games; the rounds live in the vendor's own tables (`platform.vendorRounds.inhouse`, platform/fair/store.ts).
 */
export function createGameServer(platform: Platform, deps: VendorDeps) {
  const { wallet, catalogue } = deps
  const store: FairStore = platform.vendorRounds.inhouse
  const currency = () => catalogue.currency()
  const locks = new Map<number, Promise<unknown>>()

  /** Runs `work` after every earlier call of the same member has finished. */
  function serial<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    const prev = locks.get(memberId) ?? Promise.resolve()
    const next = prev.then(work, work)
    const tail = next.catch(() => undefined)
    locks.set(memberId, tail)
    void tail.then(() => {
      if (locks.get(memberId) === tail) locks.delete(memberId)
    })
    return next
  }

  const vendor = vendorWallet(wallet, { namespace: 'inhouse', currency, error: (r) => new FairError(r.code, r.messageKey, r.status, r.details) })
  /** A wallet call, retried with the same body; WalletDown when it never answers. */
  const walletCall = (action: WalletAction, body: Record<string, unknown>) => vendor.call(INHOUSE_VENDOR, action, body)
  /** The member a launch token names, with the balance (minor units); refuses an unknown token. */
  const balanceOf = (token: string) => vendor.balanceOf(INHOUSE_VENDOR, token)
  const playerOf = (token: string) => vendor.playerOf(INHOUSE_VENDOR, token)
  const refusal = vendor.refusal

  function gameOf(gameCode: string) {
    const game = catalogue.game(INHOUSE_VENDOR, gameCode, INHOUSE_GAME_TYPE)
    if (!game) throw new FairError('GAME_NOT_FOUND', 'inhouse.errors.gameNotFound', 404)
    return { gameCode, gameName: game.gameName, classification: game.classification, engine: engineOf(game.classification) }
  }

  function parseParams(engine: Engine, raw: Record<string, unknown>): AnyParams {
    const parsed = PARAMS_SCHEMAS[engine].safeParse(raw)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'inhouse.errors.badParams'
      throw new FairError('BAD_PARAMS', message.startsWith('inhouse.') ? message : 'inhouse.errors.badParams', 400)
    }
    return parsed.data as AnyParams
  }

  /** Sends the round's win (its payout, 0 for a loss) until acknowledged; false if the wallet is down. */
  async function settle(player: Pick<Player, 'user'>, round: FairRound): Promise<{ settled: boolean; balance?: number }> {
    try {
      const answer = await walletCall('win', {
        user: player.user,
        txId: `${round.roundId}:win`,
        betTxId: `${round.roundId}:bet`,
        roundId: round.roundId,
        amount: round.payout,
        currency: currency(),
      })
      if (answer.status !== 'RS_OK') {
        console.error(`[inhouse] win of ${round.roundId} refused: ${answer.status}`)
        return { settled: false, balance: answer.balance }
      }
      store.settled(round)
      return { settled: true, balance: answer.balance }
    } catch (e) {
      if (e instanceof WalletDown) return { settled: false }
      throw e
    }
  }

  /** Rolls back a bet whose fate is unknown; true once the wallet acknowledged. */
  async function voidRound(player: Pick<Player, 'user'>, round: FairRound): Promise<boolean> {
    store.voiding(round)
    try {
      const answer = await walletCall('rollback', { user: player.user, txId: `${round.roundId}:rollback`, betTxId: `${round.roundId}:bet`, roundId: round.roundId })
      if (answer.status !== 'RS_OK') return false
      store.voided({ ...round, status: 'VOIDING' })
      return true
    } catch (e) {
      if (e instanceof WalletDown) return false
      throw e
    }
  }

  /**
   * Finishes what an unanswered wallet (or a restart) left: rolls back bets of unknown fate, decides
   * one-step rounds left OPEN, and sends unacknowledged wins again. Refuses new play while a bet's
   * fate is still unknown (its nonce is not free yet).
   */
  async function recover(player: Player): Promise<void> {
    for (let round of store.unfinished(player.memberId)) {
      if (round.status === 'PENDING' || round.status === 'VOIDING') {
        await voidRound(player, round)
        continue
      }
      if (round.status === 'OPEN') {
        store.decide(round, instantPayout(round.engine as Exclude<Engine, 'mines'>, round.bet, round.params as AnyParams, round.outcome as never), round.outcome)
        round = store.round(round.roundId)!
      }
      await settle(player, round)
    }
    if (store.unfinished(player.memberId).some((r) => r.status === 'VOIDING' || r.status === 'PENDING')) {
      throw new FairError('WALLET_UNAVAILABLE', 'inhouse.errors.walletUnavailable', 503)
    }
  }

  /**
   * Places the bet of a new round at the pair's next nonce. Returns the OPEN round and the balance
   * after the debit; a refusal deletes the round and throws its FairError.
   */
  async function placeBet(player: Player, gameCode: string, engine: Engine, bet: number, params: AnyParams, initial?: (o: Record<string, unknown>) => Record<string, unknown>) {
    if (bet < BET_LIMITS.min || bet > BET_LIMITS.max) throw new FairError('BAD_BET', 'inhouse.errors.badBet', 400)
    const pair = store.activePair(player.memberId)
    const outcome = outcomeOf(
      engine,
      fairFloats({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce }, floatsNeeded(engine, params)),
      params as never,
    ) as unknown as Record<string, unknown>
    const round = store.beginRound({ memberId: player.memberId, gameCode, engine, pair, params, outcome: initial ? initial(outcome) : outcome, bet })
    let answer: VendorAnswer
    try {
      answer = await walletCall('bet', {
        user: player.user,
        token: player.token,
        txId: `${round.roundId}:bet`,
        roundId: round.roundId,
        gameCode,
        amount: bet,
        currency: currency(),
      })
    } catch (e) {
      if (!(e instanceof WalletDown)) throw e
      await voidRound(player, round)
      throw new FairError('WALLET_UNAVAILABLE', 'inhouse.errors.walletUnavailable', 503)
    }
    if (answer.status !== 'RS_OK') {
      store.betRefused(round)
      throw refusal(answer)
    }
    store.betAccepted(round)
    return { round: store.round(round.roundId)!, balance: answer.balance ?? 0 }
  }

  /** Decides a round's payout and settles it; the balance after the win when the wallet answered. */
  async function finish(player: Player, round: FairRound, payout: number, outcome: Record<string, unknown>, balanceAfterBet: number): Promise<RoundResult> {
    store.decide(round, payout, outcome)
    const decided = store.round(round.roundId)!
    const done = await settle(player, decided)
    return { round: store.round(round.roundId)!, balance: done.balance ?? balanceAfterBet + (done.settled ? payout : 0), pair: store.activePair(player.memberId) }
  }

  function openMinesRound(player: Player, roundId: string): FairRound {
    const round = store.openRound(player.memberId)
    if (!round || round.roundId !== roundId) throw new FairError('ROUND_NOT_FOUND', 'inhouse.errors.roundNotFound', 404)
    return round
  }

  return {
    store,

    /**
     * The redelivery job's turn (server/vendors/redelivery.ts): finishes the unfinished rounds of
     * every member with one begun before `before` (UTC ms) — rollbacks of bets of unknown fate, wins
     * not yet acknowledged — with their original transaction ids. Returns the members still waiting
     * (the wallet did not answer); never throws for a wallet that is down.
     */
    async recoverStale(before: number): Promise<number> {
      let waiting = 0
      for (const memberId of store.membersWithStaleRounds(before)) {
        await serial(memberId, () => recover({ memberId, user: String(memberId), token: '' })).catch(() => {
          waiting++
        })
      }
      return waiting
    },

    /** The token's member and balance, the game's settings, the active pair, a mines round in play and the history. */
    async session(token: string, gameCode: string) {
      const game = gameOf(gameCode)
      const { player, balance } = await balanceOf(token)
      return serial(player.memberId, async () => {
        await recover(player).catch(() => undefined)
        return {
          balance,
          currency: currency(),
          pair: store.activePair(player.memberId),
          game: {
            gameCode: game.gameCode,
            name: game.gameName,
            classification: game.classification,
            engine: game.engine,
            params: defaultParams(game.classification),
            rtp: THEORETICAL_RTP[game.engine],
          },
          openRound: store.openRound(player.memberId),
          history: store.history(player.memberId),
        }
      })
    },

    /** A one-step round (dice, limbo, plinko, slot): bet, outcome, win. */
    async bet(token: string, gameCode: string, bet: number, rawParams: Record<string, unknown>): Promise<RoundResult> {
      const game = gameOf(gameCode)
      if (game.engine === 'mines') throw new FairError('WRONG_STEP', 'inhouse.errors.wrongStep', 400)
      const params = parseParams(game.engine, rawParams)
      const player = await playerOf(token)
      return serial(player.memberId, async () => {
        await recover(player)
        const { round, balance } = await placeBet(player, gameCode, game.engine, bet, params)
        return finish(player, round, instantPayout(game.engine as Exclude<Engine, 'mines'>, bet, params, round.outcome as never), round.outcome, balance)
      })
    },

    /** Starts a mines round: the bet is debited, the mines are placed (hidden until the round ends). */
    async minesStart(token: string, gameCode: string, bet: number, rawParams: Record<string, unknown>): Promise<RoundResult> {
      const game = gameOf(gameCode)
      if (game.engine !== 'mines') throw new FairError('WRONG_STEP', 'inhouse.errors.wrongStep', 400)
      const params = parseParams('mines', rawParams)
      const player = await playerOf(token)
      return serial(player.memberId, async () => {
        await recover(player)
        if (store.openRound(player.memberId)) throw new FairError('ROUND_OPEN', 'inhouse.errors.roundOpen', 409)
        const { round, balance } = await placeBet(player, gameCode, 'mines', bet, params, (o) => ({ ...o, revealed: [], hit: null }))
        return { round, balance, pair: store.activePair(player.memberId) }
      })
    },

    /** Reveals a tile: a mine ends the round with nothing; the last safe tile cashes out. */
    async minesReveal(token: string, roundId: string, tile: number): Promise<RoundResult> {
      const player = await playerOf(token)
      return serial(player.memberId, async () => {
        await recover(player)
        const round = openMinesRound(player, roundId)
        const o = round.outcome as unknown as MinesOutcome & { revealed: number[]; hit: number | null }
        if (o.revealed.includes(tile)) throw new FairError('TILE_TAKEN', 'inhouse.errors.tileTaken', 409)
        const params = round.params as MinesParams
        const { balance } = await balanceOf(token)
        if (o.mines.includes(tile)) return finish(player, round, 0, { ...o, hit: tile }, balance)
        const revealed = [...o.revealed, tile]
        if (revealed.length === minesSafeTiles(params)) return finish(player, round, minesPayout(round.bet, params, revealed.length), { ...o, revealed }, balance)
        store.progress(round, { ...o, revealed })
        return { round: store.round(roundId)!, balance, pair: store.activePair(player.memberId) }
      })
    },

    /** Cashes out a mines round after at least one safe tile. */
    async minesCashout(token: string, roundId: string): Promise<RoundResult> {
      const player = await playerOf(token)
      return serial(player.memberId, async () => {
        await recover(player)
        const round = openMinesRound(player, roundId)
        const o = round.outcome as unknown as MinesOutcome & { revealed: number[] }
        if (o.revealed.length === 0) throw new FairError('NO_REVEAL', 'inhouse.errors.noReveal', 409)
        const { balance } = await balanceOf(token)
        return finish(player, round, minesPayout(round.bet, round.params as MinesParams, o.revealed.length), { ...o }, balance)
      })
    },

    /** Sets the client seed of the member's active pair. */
    async setClientSeed(token: string, clientSeed: string): Promise<SeedPair> {
      const player = await playerOf(token)
      return serial(player.memberId, async () => store.setClientSeed(player.memberId, clientSeed))
    },

    /** Reveals the active pair's server seed and starts a new pair; refused while a mines round is in play. */
    async rotate(token: string): Promise<{ revealed: SeedPair; next: SeedPair; history: HistoryRound[] }> {
      const player = await playerOf(token)
      return serial(player.memberId, async () => {
        await recover(player)
        if (store.openRound(player.memberId)) throw new FairError('ROUND_OPEN', 'inhouse.errors.roundOpen', 409)
        const { revealed, next } = store.rotate(player.memberId)
        return { revealed, next, history: store.history(player.memberId) }
      })
    },

    /** A mines round in play: its multiplier now, after one more safe tile, and the cash-out now (minor units). */
    minesNext(round: FairRound): { now: number; next: number; cashout: number } {
      const params = round.params as MinesParams
      const revealed = (round.outcome as { revealed?: number[] }).revealed?.length ?? 0
      return { now: minesMultiplier(params, revealed), next: minesMultiplier(params, revealed + 1), cashout: minesPayout(round.bet, params, revealed) }
    },
  }
}

export type GameServer = ReturnType<typeof createGameServer>
