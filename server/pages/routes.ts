/**
 * The route table of product-spec §2 (history mode), decision 0036: every page path once, with its
 * page, who may see it and with whom a render is shared through the render cache (`share`). It drives
 * `resolveRoute` (here), `Document` (server/pages/layout/document.tsx renders the page a match
 * names) and the render cache (server/rsc/pages.tsx reads `share` from the match). Pure: no
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

/**
 * With whom a render of a page is shared through the render cache (decisions 0003, 0038):
 * - `everyone`: one render per viewer class (visitor, trial account, member, agent), language and
 *   content version; what belongs to one member (balance, name, badges, hearts, popups) is filled
 *   in on the client from the member summary call (`GET /wps/member/summary`);
 * - `visitors`: anonymous renders only; a signed-in member gets a page of its own (the page itself
 *   is about the member: its promotions, its points);
 * - `none`: never shared (a launch token, the visitor's IP, live wins, the member's records).
 */
export type Share = 'everyone' | 'visitors' | 'none'

/** A resolved page path: the page, plus with whom this render may be shared (the row's `share`). */
export type RouteMatch = (PageMatch & { share: Share }) | { kind: 'redirect'; to: string }

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
    /** With whom a render is shared through the render cache (decisions 0003, 0038). */
    share: Share
  }
}[PageKind]

const open = (path: string, page: 'home' | 'fairVerify' | 'agent' | 'download' | 'posts' | 'post' | 'gameList' | 'gameCenter', params?: PageRoute['params']) =>
  ({ path, page, params, auth: 'anyone', share: 'everyone' }) as PageRoute

export const ROUTES: readonly PageRoute[] = [
  ...['/', '/index', '/index.html', '/home'].map((p) => open(p, 'home')),
  open('/login', 'home', { popup: 'login' }),
  open('/register', 'home', { popup: 'register' }),
  open('/help', 'home', { popup: 'help' }),
  // The member's own promotions (eligibility, claims) and points: shared with visitors only.
  { path: '/promotions', page: 'promotions', auth: 'anyone', share: 'visitors' },
  { path: '/pointMall', page: 'pointMall', auth: 'anyone', share: 'visitors' },
  open('/agent', 'agent'),
  open('/fair/verify', 'fairVerify'),
  open('/download', 'download'),
  // The game frame carries (or launches) a launch token: never shared.
  { path: '/seamless', page: 'seamless', auth: 'anyone', share: 'none' },
  // Real wins change with every settled bet, not with the content version.
  { path: '/winners', page: 'winners', auth: 'anyone', share: 'none' },
  // The embedded vendors' game pages, opened inside the game frame; they carry a launch token.
  { path: '/play/:vendor{[A-Z0-9_]{2,32}}/:gameCode{[^/]{1,64}}', page: 'play', auth: 'anyone', share: 'none' },
  ...(Object.entries(POST_PATHS) as [PostKind, string][]).flatMap(([postKind, base]) => [open(base, 'posts', { postKind }), open(`${base}/:slug{[a-z0-9-]{1,80}}`, 'post', { postKind })]),
  ...(Object.entries({ '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP', '/bgs': 'INHOUSE' }) as [string, GameType][]).map(([path, gameType]) => open(path, 'gameList', { gameType })),
  ...(Object.entries({ '/sports': 'SPORTS', '/esports': 'ESPORTS', '/lott': 'LOTT', '/elott': 'ELOTT', '/cockfight': 'COCKFIGHT' }) as [string, GameType][]).map(([path, gameType]) =>
    open(path, 'gameCenter', { gameType }),
  ),
  // The embedded live chat talks as the signed-in member (trial accounts too), or as a guest (decision 0059).
  { path: '/livechat', page: 'liveChat', auth: 'anyone', share: 'none' },
  { path: '/member', page: 'member', auth: 'member', share: 'none' },
  { path: '/favorite', page: 'accountGames', params: { list: 'FAV' }, auth: 'member', share: 'none' },
  { path: '/recent', page: 'accountGames', params: { list: 'RECENT' }, auth: 'member', share: 'none' },
  // The lottery pages and the area each shows (shared/lottery/games.ts).
  { path: '/lottery', page: 'lottery', params: { area: 'LOTTO' }, auth: 'member', share: 'none' },
  { path: '/seaLottery', page: 'lottery', params: { area: 'SEA' }, auth: 'member', share: 'none' },
  { path: '/vnLottery', page: 'lottery', params: { area: 'VN' }, auth: 'member', share: 'none' },
  { path: '/agentHome', page: 'agentHome', auth: 'agent', share: 'none' },
]

/** Any other path: the 404 page, shared like the other public pages. */
const NOT_FOUND: RouteMatch = { kind: 'notFound', share: 'everyone' }
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
      return viewer.isTrial ? { kind: 'needTrueAccount', share: 'none' } : null
  }
}

function pageMatch(route: PageRoute, params: Record<string, string> | null): RouteMatch {
  return { kind: route.page, ...route.params, ...params, share: route.share } as RouteMatch
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
