/**
 * Operator commands for money (issue 4): ledger check, deposit and withdrawal decisions.
 *   npm run operator -- ledger check
 * @see DESIGN §4
 */
import type { Platform } from '../platform'

/** First words of the argv this module answers. */
export const WALLET_COMMANDS = ['ledger', 'deposit', 'withdrawal'] as const

/** Runs one wallet command; returns the text to print. Throws ZodError on bad arguments. */
export async function runWalletCommand(platform: Platform, argv: string[]): Promise<string> {
  void platform
  throw new Error(`unknown wallet command: ${argv.join(' ')}`)
}
