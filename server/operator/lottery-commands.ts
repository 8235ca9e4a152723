/**
 * Operator commands for the lottery (issue 5 "Lottery"; decision 0016), run beside the live server:
 *   npm run operator -- lottery draw <gameCode>     draws the game's open draw now (betting on it
 *                                                   closes at once); the server's draw job settles
 *                                                   its tickets within a second (or on its next start)
 *   npm run operator -- lottery status <gameCode>   the draw taking bets and the last opened numbers
 */
import { z } from 'zod'
import type { Platform } from '../platform'

/** First words of the argv this module answers. */
export const LOTTERY_COMMANDS = ['lottery'] as const

const Command = z.object({
  action: z.enum(['draw', 'status']),
  gameCode: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'a lottery game code such as VN_MIEN_BAC_3_MIN'),
})

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * Runs one lottery command; returns the text to print.
 * @throws Error with the usage on bad arguments or an unknown game.
 */
export async function runLotteryCommand(platform: Platform, argv: string[]): Promise<string> {
  const parsed = Command.safeParse({ action: argv[1], gameCode: argv[2] })
  if (!parsed.success) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- lottery draw|status <gameCode>`)
  const { action, gameCode } = parsed.data
  const { lottery } = platform
  const game = lottery.games.byCode(gameCode)
  if (!game) throw new Error(`Unknown lottery game: ${gameCode}`)
  if (action === 'draw') {
    const d = lottery.draws.drawNow(game)
    return JSON.stringify({ gameCode, numero: d.numero, drawnAt: iso(d.drawAt), numbers: d.numbers, salt: d.salt, commitment: d.commitment })
  }
  const current = lottery.draws.current(game)
  const last = lottery.draws.lastDrawn(gameCode)
  return JSON.stringify({
    gameCode,
    vendor: game.vendorCode,
    prizeMode: game.prizeMode,
    current: { numero: current.numero, closeAt: iso(current.closeAt), drawAt: iso(current.drawAt), commitment: current.commitment },
    last: last ? { numero: last.numero, drawAt: iso(last.drawAt), numbers: last.numbers, settled: last.settledAt !== null } : null,
  })
}
