/**
 * Test data of the browser tests, made the way the outside world makes it (issue 15): a member's
 * bets through the signed seamless-wallet contract as the game's vendor sends them, brand and
 * vendor switches through the operator CLI, games found through the public catalogue. The one
 * write no outside path makes (ageing a session) is named here with the reason. Specs hold no SQL.
 */
import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { resolve } from 'node:path'
import { E2E_DATA_DIR, E2E_PORT } from './env'
import { operator, sqlRun } from './fixtures'

const root = resolve(import.meta.dirname, '../..')
const base = `http://127.0.0.1:${E2E_PORT}`

/** A game card as the public catalogue lists it (`GET /wps/relay/GCSGAME_gameList`), the fields tests use. */
export interface CatalogueGame {
  nodeId: string
  gameType: string
  vassalage: string
  gameName: string
}

/**
 * The first game the public catalogue lists for a game type, optionally of one vendor
 * (`vassalage`) or classification (`gameClassify`, e.g. BAC, ROU), as a visitor's list page asks for it.
 * @throws Error when the list is empty or the call fails.
 */
export async function firstGame(query: { gameType: string; vassalage?: string; gameClassify?: string }): Promise<CatalogueGame> {
  const params = new URLSearchParams({ ...query, pageNo: '1', pageSize: '1' })
  const res = await fetch(`${base}/wps/relay/GCSGAME_gameList?${params}`)
  const body = (await res.json()) as { value?: { games: CatalogueGame[] } }
  const game = body.value?.games[0]
  if (!res.ok || !game) throw new Error(`no game for ${params}: ${res.status} ${JSON.stringify(body)}`)
  return game
}

/** What the vendor of a launched game holds: the launch token naming the member, and the wallet secret the brand issued it. */
interface VendorSession {
  user: string
  token: string
  vendor: string
  gameCode: string
  currency: string
  secret: string
}

/**
 * Launches `nodeId` for `account` and hands back what the game's vendor receives: the launch token
 * (in the launch URL) and its wallet secret. Runs in a short process on the test server's data, as
 * the operator CLI does, because the vendor's secret lives only sealed in the brand's database
 * (decision 0032) and no command prints it; the launch itself is the platform's own
 * `play.launcher.launch`, so the members a test never signs in as (an agent's downlines) can play.
 */
function launchForVendor(account: string, nodeId: string): VendorSession {
  const mod = (path: string) => JSON.stringify(resolve(root, path))
  const script = `
    import { join } from 'node:path'
    import { parseEnv } from ${mod('server/env')}
    import { openPlatformDb } from ${mod('db/client')}
    import { processPlatform } from ${mod('server/bootstrap')}
    import { loadSecretsKey } from ${mod('server/secrets')}
    const env = parseEnv()
    const db = openPlatformDb(join(env.DATA_DIR, 'platform.db'))
    const platform = processPlatform(db, env, loadSecretsKey(env, () => {}))
    const member = platform.members.byAccount(${JSON.stringify(account)})
    if (!member) throw new Error('no member ' + ${JSON.stringify(account)})
    const launched = platform.play.launcher.launch(member.id, ${JSON.stringify(nodeId)}, 'en')
    if (launched.kind !== 'url') throw new Error('the game opens a lobby route, not a vendor: ' + launched.url)
    const secret = platform.play.launcher.secretOf(launched.vendor)
    console.log(JSON.stringify({ user: String(member.id), token: launched.token, vendor: launched.vendor, gameCode: launched.gameCode, currency: platform.wallet.settings().currency, secret }))
    db.$client.close()
    process.exit(0)
  `
  const out = execFileSync(resolve(root, 'node_modules/.bin/bun'), ['-e', script], { cwd: root, env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' })
  return JSON.parse(out.trim().split('\n').pop()!) as VendorSession
}

/** One round as the vendor settles it: `stake` debited by a bet, `payout` credited by its win (0: a lost round). Minor units. */
export interface Round {
  stake: number
  payout: number
}

/** One signed seamless-wallet call to the test server (DESIGN §5); throws unless the answer is RS_OK. Returns the balance after it (minor units). */
async function walletCall(v: VendorSession, action: 'bet' | 'win', payload: Record<string, unknown>): Promise<number> {
  const body = JSON.stringify(payload)
  const signature = createHmac('sha256', v.secret).update(body).digest('hex')
  const res = await fetch(`${base}/wallet-api/v1/${v.vendor}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body })
  const answer = (await res.json()) as { status: string; balance?: number }
  if (answer.status !== 'RS_OK') throw new Error(`${action} ${body} answered ${res.status} ${JSON.stringify(answer)}`)
  return answer.balance ?? 0
}

let roundSeq = 0
/**
 * Plays `rounds` for `account` as the game's vendor does (spec §4, DESIGN §5): the game is launched
 * for the member, then each round is a signed `bet` of its stake and a signed `win` of its payout
 * over HTTP to the test server's `/wallet-api/v1/<vendor>/…`. The platform writes the bet records,
 * the ledger movements and everything derived from them (VIP, reports, winners) itself.
 * The member needs the money of each stake at its turn (order the rounds so wins pay for later stakes).
 * The game is the first RNG slot the catalogue lists. Returns the balance after the last round, minor units.
 * @throws Error on any answer but RS_OK (e.g. RS_ERROR_NOT_ENOUGH_MONEY).
 */
export async function playRounds(account: string, rounds: readonly Round[]): Promise<number> {
  const v = launchForVendor(account, (await firstGame({ gameType: 'RNG' })).nodeId)
  let balance = 0
  for (const r of rounds) {
    const roundId = `e2e-${Date.now().toString(36)}-${(roundSeq++).toString(36)}-${v.user}`
    await walletCall(v, 'bet', { user: v.user, token: v.token, txId: `${roundId}:bet`, roundId, gameCode: v.gameCode, amount: r.stake, currency: v.currency })
    balance = await walletCall(v, 'win', { user: v.user, txId: `${roundId}:win`, betTxId: `${roundId}:bet`, roundId, amount: r.payout, currency: v.currency })
  }
  return balance
}

/**
 * Makes every session of `account` look `ms` milliseconds old (its start set to now − ms), so a
 * test reaches the reality check's interval (spec §10, responsible gaming) without waiting it out.
 * Writes the `sessions` table directly: a session's age is the clock's business, and the running
 * server's clock cannot be moved from outside; the server reads the value on its next request.
 */
export function ageSession(account: string, ms: number): void {
  const name = account.replace(/'/g, '')
  sqlRun(`update sessions set created_at = ${Date.now() - Math.round(ms)} where member_id = (select id from members where account = '${name}')`)
}

/** Puts a game vendor under maintenance or takes it out (`npm run operator -- vendors maintenance <code> on|off`). */
export function vendorMaintenance(vendor: string, on: boolean): string {
  return operator('vendors', 'maintenance', vendor, on ? 'on' : 'off')
}

/** Gives the brand one wallet for every game (on) or a game wallet per vendor (off): `npm run operator -- wallet single-wallet on|off`. */
export function singleWallet(on: boolean): string {
  return operator('wallet', 'single-wallet', on ? 'on' : 'off')
}

/** Shows (on) or hides (off) a registration field, e.g. recommenderId: `npm run operator -- register-field <field> on|off`. */
export function registerField(field: string, on: boolean): string {
  return operator('register-field', field, on ? 'on' : 'off')
}

/**
 * The id of `account`'s newest request in an operator queue — `['deposit', 'list']`,
 * `['withdrawal', 'list']`, `['promotions', 'applications']`, whose lines read `#<id>  <account>  …` —
 * as the operator finds the request to decide it.
 * @throws Error when the queue holds nothing of the account's.
 */
export function queuedRequestId(queue: readonly [string, string], account: string): number {
  const ids = operator(...queue)
    .split('\n')
    .map((line) => /^#(\d+)\s+(\S+)/.exec(line.trim()))
    .filter((m) => m?.[2]?.toLowerCase() === account.toLowerCase())
    .map((m) => Number(m![1]))
  if (!ids.length) throw new Error(`nothing of ${account} in \`operator ${queue.join(' ')}\``)
  return Math.max(...ids)
}

/**
 * The open feedback whose text is `content`, as `npm run operator -- feedback list` shows it: the
 * sender (the member's account, or the name a visitor typed) and the type (`"3 …"`: number and name).
 * @throws Error when no open feedback has that text.
 */
export function openFeedback(content: string): { sender: string; type: string } {
  const found = operator('feedback', 'list')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { sender: string; type: string; content: string })
    .find((f) => f.content === content)
  if (!found) throw new Error(`no open feedback "${content}"`)
  return { sender: found.sender, type: found.type }
}
