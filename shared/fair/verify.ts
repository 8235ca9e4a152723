/**
 * Recomputes a past round from its seeds (the verify page, the tests): the SHA-256 of the revealed
 * server seed (to compare with the hash shown before play), the floats and the outcome.
 * Server side (node:crypto, through rng.ts).
 * @see DESIGN §5 "In-house vendor"
 */
import { z } from 'zod'
import { ENGINES, PARAMS_SCHEMAS, floatsNeeded, outcomeOf, type AnyOutcome, type AnyParams, type Engine } from './engines'
import { fairFloats, hashServerSeed } from './rng'
import { ClientSeedSchema, NonceSchema, ServerSeedSchema } from './seeds'

/** What a round's verification needs; `serverSeedHash` (optional) is checked against the seed. */
export const VerifyInputSchema = z.object({
  game: z.enum(ENGINES, { error: 'inhouse.errors.badParams' }),
  serverSeed: ServerSeedSchema,
  serverSeedHash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'inhouse.errors.serverSeed')
    .optional(),
  clientSeed: ClientSeedSchema,
  nonce: NonceSchema,
  params: z.record(z.string(), z.unknown()),
})
export type VerifyInput = z.infer<typeof VerifyInputSchema>

export interface Verification {
  engine: Engine
  params: AnyParams
  serverSeedHash: string
  /** null when no hash was given to compare with. */
  hashMatches: boolean | null
  floats: number[]
  outcome: AnyOutcome
}

/** Recomputes a round; throws a ZodError when the seeds or the game's parameters are malformed. */
export function verifyRound(input: VerifyInput): Verification {
  const engine = input.game
  const params = PARAMS_SCHEMAS[engine].parse(input.params) as AnyParams
  const serverSeedHash = hashServerSeed(input.serverSeed)
  const floats = fairFloats(input, floatsNeeded(engine, params))
  return {
    engine,
    params,
    serverSeedHash,
    hashMatches: input.serverSeedHash ? input.serverSeedHash === serverSeedHash : null,
    floats,
    outcome: outcomeOf(engine, floats, params as never),
  }
}
