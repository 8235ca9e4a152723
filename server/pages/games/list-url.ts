/**
 * The game list's state lives in its URL (DESIGN §7), with the reset rules of spec §4: a new vendor
 * tab or classification clears the search; the page always restarts at 1; ALL clears the chip.
 */
import { z } from 'zod'
import { GAME_SELECT_TYPES } from '../../../shared/constants'

/** What the list page reads from its query; bad values fall back to defaults (a shared link never errors). */
export const ListUrlSchema = z.object({
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional()
    .catch(undefined),
  gameClassify: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional()
    .catch(undefined),
  gameName: z.string().trim().max(60).optional().catch(undefined),
  select: z.enum(GAME_SELECT_TYPES).optional().catch(undefined),
  minBet: z.coerce.number().min(0).max(1_000_000).optional().catch(undefined),
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional().catch(undefined),
})
export type ListUrl = z.infer<typeof ListUrlSchema>

export function readListUrl(url: URL): ListUrl {
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ''))
  return ListUrlSchema.parse(raw)
}

/** The member's own favourites or recent games (`select=FAV|RECENT`): a list no other viewer shares. */
export function isOwnList(url: URL): boolean {
  const select = url.searchParams.get('select')
  return select === 'FAV' || select === 'RECENT'
}

function build(path: string, state: ListUrl): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(state)) if (v !== undefined && v !== '' && !(k === 'select' && v === 'ALL')) q.set(k, String(v))
  const s = q.toString()
  return s ? `${path}?${s}` : path
}

export function vendorTabHref(path: string, s: ListUrl, vassalage: string | undefined): string {
  return build(path, { vassalage, select: s.select, minBet: s.minBet, minLineNum: s.minLineNum })
}
export function classifyHref(path: string, s: ListUrl, gameClassify: string | undefined): string {
  return build(path, { vassalage: s.vassalage, gameClassify, select: s.select, minBet: s.minBet, minLineNum: s.minLineNum })
}
export function selectHref(path: string, s: ListUrl, select: ListUrl['select']): string {
  return build(path, { vassalage: s.vassalage, gameClassify: s.gameClassify, select, minBet: s.minBet, minLineNum: s.minLineNum })
}
export function toggleHref(path: string, s: ListUrl, change: Pick<ListUrl, 'minBet' | 'minLineNum'>): string {
  return build(path, { ...s, ...change })
}
/** The URL the search box extends with `gameName`. */
export function searchBaseHref(path: string, s: ListUrl): string {
  return build(path, { ...s, gameName: undefined })
}
