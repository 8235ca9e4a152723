/**
 * The route table of product-spec §2 (history mode). Pure: maps a path to what to render.
 * Routes that need a login redirect to /login while nobody can be logged in (route guard, spec §2).
 */
import type { GameType } from '../../shared/constants'

type PostKind = 'BLOG' | 'NEWS' | 'NOTIFICATION'
/** The content pages (spec §2 other screens; paths of decision 0018): list at the path, detail at path/slug. */
export const POST_PATHS: Record<PostKind, string> = { BLOG: '/blog', NEWS: '/news', NOTIFICATION: '/notification' }

export type RouteMatch =
  | { kind: 'home'; popup?: 'login' | 'register' | 'help' }
  | { kind: 'gameList'; gameType: GameType }
  | { kind: 'gameCenter'; gameType: GameType }
  | { kind: 'promotions' }
  | { kind: 'pointMall' }
  | { kind: 'seamless' }
  | { kind: 'fairVerify' }
  | { kind: 'play'; vendor: string; gameCode: string }
  | { kind: 'agent' }
  | { kind: 'agentHome' }
  | { kind: 'member' }
  | { kind: 'accountGames'; list: 'FAV' | 'RECENT' }
  | { kind: 'lottery'; area: 'VN' | 'SEA' | 'LOTTO' }
  | { kind: 'needTrueAccount' }
  | { kind: 'posts'; postKind: PostKind }
  | { kind: 'post'; postKind: PostKind; slug: string }
  | { kind: 'winners' }
  | { kind: 'download' }
  | { kind: 'liveChat' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }

const LIST: Record<string, GameType> = { '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP', '/bgs': 'INHOUSE' }
const CENTER: Record<string, GameType> = { '/sports': 'SPORTS', '/esports': 'ESPORTS', '/lott': 'LOTT', '/elott': 'ELOTT', '/cockfight': 'COCKFIGHT' }
/** The lottery pages (spec §2; login required) and the area each shows (shared/lottery/games.ts). */
const LOTTERY: Record<string, 'VN' | 'SEA' | 'LOTTO'> = { '/lottery': 'LOTTO', '/seaLottery': 'SEA', '/vnLottery': 'VN' }
/** Routes flagged as requiring authentication (spec §2, §6). */
export const AUTH_ROUTES = ['/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/member', '/agentHome']

/** Who is asking: null for an anonymous visitor. */
export interface RouteViewer { type: number; isAgent: boolean; isTrial: boolean }

/** Resolves a request path; null for paths that are not pages (assets, API). */
export function resolveRoute(path: string, viewer: RouteViewer | null = null): RouteMatch | null {
  if (path.startsWith('/assets/') || path.startsWith('/wps/') || path.startsWith('/lgw/') || path.startsWith('/img/')) return null
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  switch (path) {
    case '/': case '/index': case '/index.html': case '/home': return { kind: 'home' }
    case '/login': return { kind: 'home', popup: 'login' }
    case '/register': return { kind: 'home', popup: 'register' }
    case '/help': return { kind: 'home', popup: 'help' }
    case '/promotions': return { kind: 'promotions' }
    case '/pointMall': return { kind: 'pointMall' }
    case '/seamless': return { kind: 'seamless' }
    case '/agent': return { kind: 'agent' }
    case '/fair/verify': return { kind: 'fairVerify' }
    case '/winners': return { kind: 'winners' }
    case '/download': return { kind: 'download' }
    // The embedded live chat talks as the signed-in member (trial accounts too).
    case '/livechat': return viewer ? { kind: 'liveChat' } : { kind: 'redirect', to: '/login' }
  }
  for (const [postKind, base] of Object.entries(POST_PATHS) as [PostKind, string][]) {
    if (path === base) return { kind: 'posts', postKind }
    const slug = path.startsWith(`${base}/`) ? path.slice(base.length + 1) : null
    if (slug !== null) return /^[a-z0-9-]{1,80}$/.test(slug) ? { kind: 'post', postKind, slug } : { kind: 'notFound' }
  }
  // The embedded vendors' game pages, opened inside the game frame: /play/<vendor>/<gameCode>.
  const play = /^\/play\/([A-Z0-9_]{2,32})\/([^/]{1,64})$/.exec(path)
  if (play) {
    try { return { kind: 'play', vendor: play[1], gameCode: decodeURIComponent(play[2]) } } catch { return { kind: 'notFound' } }
  }
  if (LIST[path]) return { kind: 'gameList', gameType: LIST[path] }
  if (CENTER[path]) return { kind: 'gameCenter', gameType: CENTER[path] }
  if (AUTH_ROUTES.includes(path)) {
    // /agentHome: not an agent → /agent (spec §2); other guarded routes → /login (spec §2 route guard).
    if (path === '/agentHome') return viewer?.isAgent ? { kind: 'agentHome' } : { kind: 'redirect', to: '/agent' }
    if (!viewer) return { kind: 'redirect', to: '/login' }
    // Trial accounts are blocked from the member centre and account lists (spec §6).
    if (viewer.isTrial) return { kind: 'needTrueAccount' }
    if (path === '/member') return { kind: 'member' }
    if (path === '/favorite' || path === '/recent') return { kind: 'accountGames', list: path === '/favorite' ? 'FAV' : 'RECENT' }
    if (LOTTERY[path]) return { kind: 'lottery', area: LOTTERY[path] }
    return { kind: 'member' }
  }
  return { kind: 'notFound' }
}
