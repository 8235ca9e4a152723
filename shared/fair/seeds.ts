/**
 * Seed formats shared by the vendor's API, the game's fairness panel and the verify page.
 * A client seed is 1–64 letters, digits, `_` or `-` (no `:`, which separates the HMAC message's
 * parts); a server seed is 64 hex characters.
 */
import { z } from 'zod'

export const ClientSeedSchema = z
  .string({ error: 'inhouse.errors.clientSeed' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'inhouse.errors.clientSeed')
export const ServerSeedSchema = z
  .string({ error: 'inhouse.errors.serverSeed' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'inhouse.errors.serverSeed')
export const NonceSchema = z.coerce.number({ error: 'inhouse.errors.nonce' }).int('inhouse.errors.nonce').min(0, 'inhouse.errors.nonce').max(Number.MAX_SAFE_INTEGER, 'inhouse.errors.nonce')
