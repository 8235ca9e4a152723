/**
 * The route table of product-spec §2 (history mode), decision 0036: every page path once, with its
 * page, who may see it and whether an anonymous render is shared through the render cache. It drives
 * `resolveRoute` (here), `Document` (server/pages/layout/document.tsx renders the page a match
 * names) and the render cache (server/rsc/pages.tsx reads `cacheable` from the match). Pure: no
 * React, so the cache's fast path and the property tests load it alone.
 */
import type { GameType } from '../../shared/constants'

type PostKind = 'BLOG' | 'NEWS' | 'NOTIFICATION'
/** The content pages (spec §2 other screens; paths of decision 0018): list at the path, detail at path/slug. */
export const POST_PATHS: Record<PostKind, string> = { BLOG: '/blog', NEWS: '/news', NOTIFICATION: '/notification' }

/** What a path renders: the page and its parameters. */
export type PageMatch =
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

export type PageKind = PageMatch['kind']

/** A resolved page path: the page, plus whether this render may be shared (the row's `cacheable`). */
export type RouteMatch = (PageMatch & { cacheable: boolean }) | { kind: 'redirect'; to: string }

/**
 * Who may see a page (spec §2 route guard, §6):
 * - `anyone`;
 * - `signedIn`: any signed-in account, trial ones too; visitors go to /login;
 * - `member`: visitors go to /login, trial accounts get the "need a true account" page;
 * - `agent`: agents only; everyone else goes to /agent.
 */
export type Auth = 'anyone' | 'signedIn' | 'member' | 'agent'

type ParamsOf<K extends PageKind> = Omit<Extract<PageMatch, { kind: K }>, 'kind'>

/** A row of the table; `:name` segments of `path` (optionally `:name{regex}`) fill the page's parameters. */
export type PageRoute = {
  [K in PageKind]: {
    path: string
    page: K
    /** Parameters the path fixes (the game type of /rng); `:name` segments add theirs. */
    params?: Partial<ParamsOf<K>>
    auth: Auth
    /** An anonymous render is stored in the render cache and shared (decision 0003). */
    cacheable: boolean
  }
}[PageKind]

const open = (path: string, page: 'home' | 'promotions' | 'pointMall' | 'fairVerify' | 'agent' | 'download' | 'posts' | 'post' | 'gameList' | 'gameCenter', params?: PageRoute['params']) =>
  ({ path, page, params, auth: 'anyone', cacheable: true }) as PageRoute

export const ROUTES: readonly PageRoute[] = [
  ...['/', '/index', '/index.html', '/home'].map((p) => open(p, 'home')),
  open('/login', 'home', { popup: 'login' }),
  open('/register', 'home', { popup: 'register' }),
  open('/help', 'home', { popup: 'help' }),
  open('/promotions', 'promotions'),
  open('/pointMall', 'pointMall'),
  open('/agent', 'agent'),
  open('/fair/verify', 'fairVerify'),
  open('/download', 'download'),
  // The game frame carries (or launches) a launch token: never shared.
  { path: '/seamless', page: 'seamless', auth: 'anyone', cacheable: false },
  // Real wins change with every settled bet, not with the content version.
  { path: '/winners', page: 'winners', auth: 'anyone', cacheable: false },
  // The embedded vendors' game pages, opened inside the game frame; they carry a launch token.
  { path: '/play/:vendor{[A-Z0-9_]{2,32}}/:gameCode{[^/]{1,64}}', page: 'play', auth: 'anyone', cacheable: false },
  ...(Object.entries(POST_PATHS) as [PostKind, string][]).flatMap(([postKind, base]) => [open(base, 'posts', { postKind }), open(`${base}/:slug{[a-z0-9-]{1,80}}`, 'post', { postKind })]),
  ...(Object.entries({ '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP', '/bgs': 'INHOUSE' }) as [string, GameType][]).map(([path, gameType]) => open(path, 'gameList', { gameType })),
  ...(Object.entries({ '/sports': 'SPORTS', '/esports': 'ESPORTS', '/lott': 'LOTT', '/elott': 'ELOTT', '/cockfight': 'COCKFIGHT' }) as [string, GameType][]).map(([path, gameType]) =>
    open(path, 'gameCenter', { gameType }),
  ),
  // The embedded live chat talks as the signed-in member (trial accounts too).
  { path: '/livechat', page: 'liveChat', auth: 'signedIn', cacheable: false },
  { path: '/member', page: 'member', auth: 'member', cacheable: false },
  { path: '/favorite', page: 'accountGames', params: { list: 'FAV' }, auth: 'member', cacheable: false },
  { path: '/recent', page: 'accountGames', params: { list: 'RECENT' }, auth: 'member', cacheable: false },
  // The lottery pages and the area each shows (shared/lottery/games.ts).
  { path: '/lottery', page: 'lottery', params: { area: 'LOTTO' }, auth: 'member', cacheable: false },
  { path: '/seaLottery', page: 'lottery', params: { area: 'SEA' }, auth: 'member', cacheable: false },
  { path: '/vnLottery', page: 'lottery', params: { area: 'VN' }, auth: 'member', cacheable: false },
  { path: '/agentHome', page: 'agentHome', auth: 'agent', cacheable: false },
]

/** Any other path: the 404 page, shared like the other public pages. */
const NOT_FOUND: RouteMatch = { kind: 'notFound', cacheable: true }
/** Paths that are not pages: built assets, the gateway's and the vendors' APIs, images. */
const NOT_PAGES = ['/assets/', '/wps/', '/lgw/', '/img/']

/** The exact paths, each with its match built once (the render cache's fast path resolves every anonymous request). */
const exact = new Map(ROUTES.filter((r) => !r.path.includes(':')).map((r) => [r.path, { route: r, match: pageMatch(r, null) }]))
const patterns = ROUTES.filter((r) => r.path.includes(':')).map((r) => {
  const names: string[] = []
  // `:name{regex}` (one level of braces inside the regex) or `:name` (one segment).
  const source = r.path.replace(/:(\w+)(?:\{((?:[^{}]|\{[^{}]*\})*)\})?/g, (_, name: string, re?: string) => {
    names.push(name)
    return `(${re ?? '[^/]+'})`
  })
  return { route: r, names, re: new RegExp(`^${source}$`) }
})

/** Who is asking: null for an anonymous visitor. */
export interface RouteViewer {
  type: number
  isAgent: boolean
  isTrial: boolean
}

function guard(route: PageRoute, viewer: RouteViewer | null): RouteMatch | null {
  switch (route.auth) {
    case 'anyone':
      return null
    case 'agent':
      return viewer?.isAgent ? null : { kind: 'redirect', to: '/agent' }
    case 'signedIn':
      return viewer ? null : { kind: 'redirect', to: '/login' }
    case 'member':
      if (!viewer) return { kind: 'redirect', to: '/login' }
      // Trial accounts are blocked from the member centre, account lists and lotteries (spec §6).
      return viewer.isTrial ? { kind: 'needTrueAccount', cacheable: false } : null
  }
}

function pageMatch(route: PageRoute, params: Record<string, string> | null): RouteMatch {
  return { kind: route.page, ...route.params, ...params, cacheable: route.cacheable } as RouteMatch
}

/** Resolves a request path; null for paths that are not pages (assets, API). */
export function resolveRoute(path: string, viewer: RouteViewer | null = null): RouteMatch | null {
  if (NOT_PAGES.some((p) => path.startsWith(p))) return null
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  const hit = exact.get(path)
  if (hit) return guard(hit.route, viewer) ?? hit.match
  for (const { route, names, re } of patterns) {
    const m = re.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1])
      })
    } catch {
      return NOT_FOUND
    }
    return guard(route, viewer) ?? pageMatch(route, params)
  }
  return NOT_FOUND
}
