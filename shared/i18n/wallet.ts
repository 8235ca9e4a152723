/**
 * Wallet texts (namespace `wallet`): error messages of the wallet and payment calls, inbox message
 * templates (spec §4 messages), movement kinds and request statuses. English and Filipino.
 * Screens' labels live in `wallet-ui.ts` (namespace `walletUi`).
 */
import type { MessagesShape } from './en'

export const walletEn = {
  errors: {
    insufficientFunds: 'Insufficient balance',
    badAmount: 'Please enter a valid amount',
    idempotencyConflict: 'This request was already made with different details',
  },
} as const

export const walletTy: MessagesShape<typeof walletEn> = {
  errors: {
    insufficientFunds: 'Kulang ang balanse',
    badAmount: 'Maglagay ng wastong halaga',
    idempotencyConflict: 'Nagawa na ang kahilingang ito na may ibang detalye',
  },
}
