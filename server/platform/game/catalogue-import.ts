/**
 * Catalogue import (issue 17; decision 0046): a vendor's or aggregator's game list upserted into the
 * catalogue under its vendor codes, with our game types and classifications, images fetched once and
 * served from the database (never hot-linked), and the games a vendor no longer lists disabled (kept
 * for the betting records, never listed or launched). Also serves the stored images.
 * @see DESIGN §5 Games and vendors; product-spec §3 "Game card"
 */
import { createHash } from 'node:crypto'
import type { Database } from 'bun:sqlite'
import { z } from 'zod'
import type { PlatformContext } from '../context'
import { GAME_TYPES } from '../../../shared/constants'

/** One game of an imported list (file rows and aggregator lists alike). */
export const CatalogueRowSchema = z.object({
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,32}$/, 'validation.schema.vendorId'),
  gameCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'validation.schema.vendorId'),
  name: z.string().trim().min(1).max(120),
  gameType: z.enum(GAME_TYPES),
  classification: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,16}$/)
    .default('SL'),
  /** http(s) URL of the game's image, fetched by the import. */
  imageUrl: z.string().url().max(2000).optional(),
  /** Minimum bet in minor units. */
  minBet: z.coerce.number().int().nonnegative().max(1e9).default(100),
  lineNum: z.coerce.number().int().nonnegative().max(10_000).default(0),
})
export type CatalogueRow = z.input<typeof CatalogueRowSchema>

/** A fetched image; the fetcher checks type and size. */
export interface FetchedImage {
  contentType: string
  bytes: Uint8Array
}

export interface ImportOptions {
  /** Vendors whose games not in `rows` are disabled (default: the vendors named in `rows`). */
  vendors?: string[]
  /** vendors.adapter of vendors the import creates (e.g. HUB88; default SANDBOX, the embedded servers). */
  adapter?: string
  /** Human names of vendors the import creates, by code (default: the code). */
  vendorNames?: Record<string, string>
  /** Fetches one image; a throw counts as a failed image and the game keeps (or gets) generated art. */
  fetchImage?: (url: string) => Promise<FetchedImage>
}

/** What an import changed. */
export interface ImportSummary {
  added: number
  updated: number
  /** Enabled games the list no longer has, now disabled. */
  disabled: number
  /** Disabled games the list has again, now enabled. */
  reenabled: number
  imagesFetched: number
  imagesFailed: number
  /** Vendors the import created. */
  vendorsCreated: string[]
}

/** The node id of an imported game: stable for (vendor, type, code), within the lobby's node id syntax. */
function nodeIdOf(vendor: string, gameType: string, gameCode: string): string {
  return `${vendor}-${gameType}-c${createHash('sha256').update(gameCode).digest('hex').slice(0, 12)}`
}

export function catalogueImportModule(ctx: PlatformContext, bumpContentVersion: () => void) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    vendor: sqlite.prepare<{ code: string }, [string]>('SELECT code FROM vendors WHERE code = ?'),
    insertVendor: sqlite.prepare<never, [string, string, string]>('INSERT INTO vendors (code, name, adapter) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    lane: sqlite.prepare<{ n: number }, [string, string, string]>('SELECT count(*) AS n FROM vendor_lanes WHERE brand_code = ? AND vendor_code = ? AND game_type = ?'),
    insertLane: sqlite.prepare<never, [string, string, string, string]>(
      `INSERT INTO vendor_lanes (brand_code, vendor_code, game_type, is_game, sequence)
       SELECT ?1, ?2, ?3, 'GAME', coalesce(max(sequence), 0) + 1 FROM vendor_lanes WHERE brand_code = ?4 AND game_type = ?3`,
    ),
    game: sqlite.prepare<{ game_id: number; node_id: string; enabled: number }, [string, string, string]>(
      'SELECT game_id, node_id, enabled FROM games WHERE vendor_code = ? AND game_code = ? AND game_type = ?',
    ),
    nextSequence: sqlite.prepare<{ s: number }, [string]>('SELECT coalesce(max(sequence), 0) + 1 AS s FROM games WHERE game_type = ?'),
    insertGame: sqlite.prepare<never, [string, string, string, string, string, string, string, string, number, number, string, string, number]>(
      `INSERT INTO games (node_id, vendor_code, game_code, game_name, search_name, display_name, game_type, classification, min_bet, line_num, icon_url, lager_icon, sequence, catalogued, enabled)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1)`,
    ),
    updateGame: sqlite.prepare<never, [string, string, string, string, number, number, string, string, number]>(
      `UPDATE games SET game_name = ?, search_name = ?, display_name = ?, classification = ?, min_bet = ?, line_num = ?, icon_url = ?, lager_icon = ?, enabled = 1, catalogued = 1 WHERE game_id = ?`,
    ),
    known: sqlite.prepare<{ n: number }, [string, string]>('SELECT count(*) AS n FROM games WHERE vendor_code = ? AND game_code = ?'),
    ofVendor: sqlite.prepare<{ game_id: number; game_code: string; game_type: string; enabled: number }, [string]>('SELECT game_id, game_code, game_type, enabled FROM games WHERE vendor_code = ?'),
    disable: sqlite.prepare<never, [number]>('UPDATE games SET enabled = 0 WHERE game_id = ?'),
    adapter: sqlite.prepare<{ adapter: string }, [string]>('SELECT adapter FROM vendors WHERE code = ?'),
    disableVendor: sqlite.prepare<never, [string]>('UPDATE games SET enabled = 0 WHERE vendor_code = ? AND enabled = 1'),
    imageSource: sqlite.prepare<{ source_url: string }, [string, string]>('SELECT source_url FROM game_images WHERE vendor_code = ? AND game_code = ?'),
    putImage: sqlite.prepare<never, [string, string, string, Uint8Array, string, number]>(
      `INSERT INTO game_images (vendor_code, game_code, content_type, bytes, source_url, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (vendor_code, game_code) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes, source_url = excluded.source_url, fetched_at = excluded.fetched_at`,
    ),
    hasImage: sqlite.prepare<{ n: number }, [string, string]>('SELECT count(*) AS n FROM game_images WHERE vendor_code = ? AND game_code = ?'),
    image: sqlite.prepare<{ content_type: string; bytes: Uint8Array }, [string]>(
      'SELECT i.content_type, i.bytes FROM games g JOIN game_images i ON i.vendor_code = g.vendor_code AND i.game_code = g.game_code WHERE g.node_id = ?',
    ),
  }

  return {
    /**
     * Upserts `input` (validated row by row: a bad row fails the whole import before anything is
     * written, naming its index) into the catalogue; games of `opts.vendors` (default: the vendors in
     * the list) that the list no longer has are disabled, not deleted; images are fetched first
     * (only when new or their URL changed), then every change is written in one transaction.
     * @throws z.ZodError for an invalid row (path `[index, field]`).
     * @see DESIGN §5; decision 0046
     */
    async importGames(input: unknown[], opts: ImportOptions = {}): Promise<ImportSummary> {
      const rows = z.array(CatalogueRowSchema).max(50_000).parse(input)
      const unique = new Map<string, (typeof rows)[number]>()
      for (const r of rows) unique.set(`${r.vendor}\u0000${r.gameType}\u0000${r.gameCode}`, r)
      const summary: ImportSummary = { added: 0, updated: 0, disabled: 0, reenabled: 0, imagesFetched: 0, imagesFailed: 0, vendorsCreated: [] }

      const images = new Map<string, { url: string; image: FetchedImage }>()
      if (opts.fetchImage) {
        const wanted = new Map<string, string>()
        for (const r of unique.values()) {
          if (!r.imageUrl) continue
          const known = q.imageSource.get(r.vendor, r.gameCode)
          if (known?.source_url !== r.imageUrl) wanted.set(`${r.vendor}\u0000${r.gameCode}`, r.imageUrl)
        }
        // NOTE: a few at a time, so a list of thousands neither floods the image host nor holds thousands of sockets.
        const queue = [...wanted]
        const worker = async () => {
          for (let item = queue.shift(); item; item = queue.shift()) {
            const [key, url] = item
            try {
              images.set(key, { url, image: await opts.fetchImage!(url) })
              summary.imagesFetched++
            } catch {
              summary.imagesFailed++
            }
          }
        }
        await Promise.all(Array.from({ length: 6 }, worker))
      }

      const scope = new Set(opts.vendors ?? [...unique.values()].map((r) => r.vendor))
      sqlite.transaction(() => {
        for (const [key, { url, image }] of images) {
          const [vendor, gameCode] = key.split('\u0000') as [string, string]
          q.putImage.run(vendor, gameCode, image.contentType, image.bytes, url, ctx.now())
        }
        for (const r of unique.values()) {
          if (!q.vendor.get(r.vendor)) {
            q.insertVendor.run(r.vendor, opts.vendorNames?.[r.vendor] ?? r.vendor, opts.adapter ?? 'SANDBOX')
            summary.vendorsCreated.push(r.vendor)
          }
          if (q.lane.get(brandCode, r.vendor, r.gameType)!.n === 0) q.insertLane.run(brandCode, r.vendor, r.gameType, brandCode)
          const existing = q.game.get(r.vendor, r.gameCode, r.gameType)
          const nodeId = existing?.node_id ?? nodeIdOf(r.vendor, r.gameType, r.gameCode)
          const stored = q.hasImage.get(r.vendor, r.gameCode)!.n > 0
          const icon = stored ? `/img/catalogue/${nodeId}` : `/img/game/${nodeId}.svg`
          const large = stored ? icon : `/img/game/${nodeId}-l.svg`
          if (existing) {
            q.updateGame.run(r.name, r.name.toLowerCase(), r.name, r.classification, r.minBet, r.lineNum, icon, large, existing.game_id)
            if (existing.enabled === 0) summary.reenabled++
            else summary.updated++
          } else {
            q.insertGame.run(nodeId, r.vendor, r.gameCode, r.name, r.name.toLowerCase(), r.name, r.gameType, r.classification, r.minBet, r.lineNum, icon, large, q.nextSequence.get(r.gameType)!.s)
            summary.added++
          }
        }
        for (const vendor of scope) {
          for (const g of q.ofVendor.all(vendor)) {
            if (g.enabled === 1 && !unique.has(`${vendor}\u0000${g.game_type}\u0000${g.game_code}`)) {
              q.disable.run(g.game_id)
              summary.disabled++
            }
          }
        }
      })()
      bumpContentVersion()
      return summary
    },

    /**
     * Whether the catalogue has `gameCode` of `vendor`, enabled or not (games removed upstream are
     * disabled, never deleted): an aggregator's wallet call about any other code names an unknown game
     * (Hub88: RS_ERROR_INVALID_GAME, decision 0046).
     */
    hasGame: (vendor: string, gameCode: string): boolean => q.known.get(vendor, gameCode)!.n > 0,

    /** The adapter serving `vendor`'s games (SANDBOX: the embedded play-money vendor; INHOUSE; an aggregator such as HUB88), or null for an unknown vendor. */
    adapterOf: (vendor: string): string | null => q.adapter.get(vendor)?.adapter ?? null,

    /**
     * Disables every enabled game of `vendor` (kept for the betting records, neither listed nor
     * launched; an import that lists them enables them again). Returns how many were disabled.
     */
    disableVendor(vendor: string): number {
      const changed = q.disableVendor.run(vendor).changes
      if (changed > 0) bumpContentVersion()
      return changed
    },

    /** The stored image of a game (by node id), or null. */
    image(nodeId: string): FetchedImage | null {
      const row = q.image.get(nodeId)
      return row ? { contentType: row.content_type, bytes: row.bytes } : null
    },
  }
}

export type CatalogueImport = ReturnType<typeof catalogueImportModule>
