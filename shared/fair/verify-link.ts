/**
 * The verify page's URL (/fair/verify?game=&serverSeed=&serverSeedHash=&clientSeed=&nonce=&<settings>),
 * built by the game's history rows once a round's seed is revealed and read back by the page.
 * The game's settings travel flat (`target`, `condition`, `mines`, `rows`, `risk`). Pure and
 * browser-safe; the page validates what it reads with VerifyInputSchema (verify.ts).
 */

/** The route of the verify page. */
export const VERIFY_PATH = '/fair/verify'

/** Settings keys the URL may carry, with how to read each back. */
const PARAM_KEYS: Record<string, 'number' | 'string'> = { target: 'number', condition: 'string', mines: 'number', rows: 'number', risk: 'string' }
/** The settings each game reads (the verify form sends them all). */
const KEYS_OF: Record<string, string[]> = { dice: ['target', 'condition'], limbo: ['target'], mines: ['mines'], plinko: ['rows', 'risk'], slot: [] }

export interface VerifyLinkInput {
  engine: string
  serverSeed: string
  serverSeedHash?: string
  clientSeed: string
  nonce: number
  params: Record<string, unknown>
}

/** The verify page's URL for a round. */
export function verifyHref(r: VerifyLinkInput): string {
  const q = new URLSearchParams({ game: r.engine, serverSeed: r.serverSeed })
  if (r.serverSeedHash) q.set('serverSeedHash', r.serverSeedHash)
  q.set('clientSeed', r.clientSeed)
  q.set('nonce', String(r.nonce))
  for (const [k, v] of Object.entries(r.params)) if (k in PARAM_KEYS) q.set(k, String(v))
  return `${VERIFY_PATH}?${q}`
}

/**
 * A verify URL's query as the input of VerifyInputSchema (unvalidated; numbers read as numbers,
 * only the settings the named game reads).
 */
export function verifyInputFromQuery(q: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const k of KEYS_OF[q.get('game') ?? ''] ?? []) {
    const kind = PARAM_KEYS[k]
    const v = q.get(k)
    if (v !== null && v !== '') params[k] = kind === 'number' ? Number(v) : v
  }
  const pick = (k: string) => q.get(k) ?? undefined
  return {
    game: pick('game'),
    serverSeed: pick('serverSeed'),
    serverSeedHash: pick('serverSeedHash') || undefined,
    clientSeed: pick('clientSeed'),
    nonce: pick('nonce'),
    params,
  }
}
