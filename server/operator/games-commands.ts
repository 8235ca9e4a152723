/**
 * Catalogue import commands (issue 17; decision 0046), run beside the live server; lists refresh at
 * once (content version):
 *   npm run operator -- games import hub88            Hub88's game list (Games API /game/list) under vendor HUB88
 *   npm run operator -- games import <file.csv|json>  any vendor's list: rows of vendor, game_code, name,
 *                                                    game_type, [classification, image_url, min_bet, line_num]
 *   npm run operator -- games disable <VENDOR>        disables every game of a vendor (kept, not deleted)
 * Images are fetched and stored (served from /img/catalogue/<nodeId>, never hot-linked); games of the
 * imported vendors that the list no longer has are disabled, not deleted. Prints the summary as JSON.
 * A live brand (BRAND_MODE=live) refuses a file naming a vendor no game server is connected for
 * (a new vendor, or one on the embedded sandbox: its games would be played for play money), so a
 * live catalogue holds only the in-house games and a connected aggregator's (issue 17).
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { Platform } from '../platform'
import type { FetchedImage } from '../platform/game/catalogue-import'
import { HUB88_VENDOR, type Hub88 } from '../providers/aggregator/hub88'
import { splitCsv } from '../../db/seed/catalogue'

/** A vendor code as the catalogue writes it (e.g. HUB88, PP). */
const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/)

/** First words of the argv this module answers. */
export const GAMES_COMMANDS = ['games'] as const

/** Usage text printed with an invalid command. */
export const GAMES_USAGE = 'games import hub88 | games import <file.csv|file.json> | games disable <VENDOR>'

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])
const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/**
 * Fetches a game image over http(s): a png, jpeg, webp, gif or avif of at most 2 MiB, within 10 s.
 * @throws Error for another scheme, status, type or size.
 */
export async function fetchGameImage(url: string): Promise<FetchedImage> {
  if (!/^https?:\/\//i.test(url)) throw new Error(`not an http(s) URL: ${url}`)
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!IMAGE_TYPES.has(contentType)) throw new Error(`not an image: ${contentType}`)
  const bytes = new Uint8Array(await res.arrayBuffer())
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_IMAGE_BYTES) throw new Error(`image of ${bytes.byteLength} bytes`)
  return { contentType, bytes }
}

/** CSV header names (snake_case or camelCase) → the row's fields. */
const COLUMNS: Record<string, string> = {
  vendor: 'vendor',
  game_code: 'gameCode',
  gamecode: 'gameCode',
  name: 'name',
  game_name: 'name',
  gamename: 'name',
  game_type: 'gameType',
  gametype: 'gameType',
  classification: 'classification',
  image_url: 'imageUrl',
  imageurl: 'imageUrl',
  min_bet: 'minBet',
  minbet: 'minBet',
  line_num: 'lineNum',
  linenum: 'lineNum',
}

/** The rows of a .json (an array of row objects) or .csv file (a header line naming the columns). */
function rowsOfFile(path: string): unknown[] {
  const text = readFileSync(path, 'utf8')
  if (/\.json$/i.test(path)) {
    const parsed = z.array(z.record(z.string(), z.unknown())).safeParse(JSON.parse(text))
    if (!parsed.success) throw new Error(`${path}: expected a JSON array of game objects`)
    return parsed.data
  }
  if (!/\.csv$/i.test(path)) throw new Error(`${path}: a .csv or .json file`)
  const [header, ...records] = splitCsv(text)
  if (!header) throw new Error(`${path}: empty`)
  const names = header.fields.map((f) => COLUMNS[f.trim().toLowerCase()])
  const unknown = header.fields.filter((_, i) => !names[i])
  if (unknown.length > 0) throw new Error(`${path} line 1: unknown column ${unknown.join(', ')} (known: ${Object.keys(COLUMNS).join(', ')})`)
  return records.map((r) => Object.fromEntries(r.fields.flatMap((v, i) => (v.trim() === '' ? [] : [[names[i]!, v.trim()]]))))
}

/**
 * Runs `games import …`; returns the summary (JSON) to print.
 * @param deps.hub88 the Hub88 adapter from the environment (undefined when not configured).
 * @param deps.fetchImage the image fetcher (default {@link fetchGameImage}).
 * @throws Error `Invalid command` with the usage; Hub88 not configured; a file or row that does not
 *   validate (`row N field: message`, nothing imported); Hub88 refusing or unreachable.
 */
export async function runGamesCommand(platform: Platform, argv: string[], deps: { hub88?: () => Hub88 | undefined; fetchImage?: (url: string) => Promise<FetchedImage> } = {}): Promise<string> {
  const [, action, source, ...rest] = argv
  if ((action !== 'import' && action !== 'disable') || !source || rest.length > 0) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- ${GAMES_USAGE}`)
  if (action === 'disable') {
    const vendor = VendorCodeSchema.safeParse(source)
    if (!vendor.success || platform.catalogue.adapterOf(vendor.data) === null) throw new Error(`Unknown vendor: ${source}\nUsage: npm run operator -- ${GAMES_USAGE}`)
    return JSON.stringify({ vendor: vendor.data, disabled: platform.catalogue.disableVendor(vendor.data) })
  }
  const fetchImage = deps.fetchImage ?? fetchGameImage
  try {
    if (source === 'hub88') {
      const hub88 = deps.hub88?.()
      if (!hub88) throw new Error('Hub88 is not configured: set HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY (or _FILE) and HUB88_PRIVATE_KEY (or _FILE)')
      const summary = await platform.catalogue.importGames(await hub88.catalogue(), { vendors: [HUB88_VENDOR], adapter: HUB88_VENDOR, vendorNames: { [HUB88_VENDOR]: 'Hub88' }, fetchImage })
      return JSON.stringify({ source: 'hub88', ...summary })
    }
    const rows = rowsOfFile(source)
    if (platform.mode === 'live') {
      const unserved = [...new Set(rows.map((r) => String((r as { vendor?: unknown }).vendor ?? '').trim()))].filter((v) => v !== '' && (platform.catalogue.adapterOf(v) ?? 'SANDBOX') === 'SANDBOX')
      if (unserved.length > 0)
        throw new Error(
          `${source}: live mode: no game server is connected for ${unserved.join(', ')} (their games would be played on the embedded sandbox, for play money); nothing imported. ` +
            "A live brand imports a connected aggregator's list (games import hub88).",
        )
    }
    const summary = await platform.catalogue.importGames(rows, { fetchImage })
    return JSON.stringify({ source, ...summary })
  } catch (e) {
    if (e instanceof z.ZodError) {
      const issue = e.issues[0]!
      const [row, field] = issue.path
      throw new Error(`${source}: row ${typeof row === 'number' ? row + 1 : '?'}${field ? ` ${String(field)}` : ''}: ${issue.message}; nothing imported`)
    }
    throw e
  }
}
