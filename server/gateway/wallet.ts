/**
 * Wallet and payment calls (issue 4): balance, deposits, withdrawals, transfers, account record.
 * @see product-spec §2 member center, §4 withdrawal confirmation, §7 wallet calls; DESIGN §4
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'

export const walletRoutes = new Hono<AppEnv>()
