import { describe, expect, it } from 'vitest'
import { ROUTES, resolveRoute } from './routes'

const member = { type: 0, isAgent: false, isTrial: false }
const trial = { type: 0, isAgent: false, isTrial: true }
const agent = { type: 1, isAgent: true, isTrial: false }

describe('the route table', () => {
  it('declares every path once', () => {
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('matches exact paths, with or without a trailing slash, and their fixed parameters', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'home', share: 'everyone' })
    expect(resolveRoute('/login/')).toEqual({ kind: 'home', popup: 'login', share: 'everyone' })
    expect(resolveRoute('/rng')).toEqual({ kind: 'gameList', gameType: 'RNG', share: 'everyone' })
    expect(resolveRoute('/cockfight')).toEqual({ kind: 'gameCenter', gameType: 'COCKFIGHT', share: 'everyone' })
  })

  it('fills `:name{regex}` segments; a segment out of its pattern or badly encoded is the 404 page', () => {
    expect(resolveRoute('/news/big-win-2')).toEqual({ kind: 'post', postKind: 'NEWS', slug: 'big-win-2', share: 'everyone' })
    expect(resolveRoute('/news/Big_Win')).toEqual({ kind: 'notFound', share: 'everyone' })
    expect(resolveRoute('/play/PG/%E4%B8%AD')).toEqual({ kind: 'play', vendor: 'PG', gameCode: '中', share: 'none' })
    expect(resolveRoute('/play/PG/%E4')).toEqual({ kind: 'notFound', share: 'everyone' })
  })

  it('leaves assets and APIs to others', () => {
    for (const p of ['/assets/a.js', '/wps/system/status', '/lgw/x', '/img/default/game.svg']) expect(resolveRoute(p)).toBeNull()
  })

  it('guards: visitors to /login, trial accounts to the true-account page, non-agents to /agent', () => {
    expect(resolveRoute('/member')).toEqual({ kind: 'redirect', to: '/login' })
    // A visitor chats as a guest (decision 0059).
    expect(resolveRoute('/livechat')).toMatchObject({ kind: 'liveChat', share: 'none' })
    expect(resolveRoute('/livechat', trial)).toMatchObject({ kind: 'liveChat' })
    expect(resolveRoute('/favorite', trial)).toMatchObject({ kind: 'needTrueAccount' })
    expect(resolveRoute('/vnLottery', member)).toMatchObject({ kind: 'lottery', area: 'VN' })
    expect(resolveRoute('/agentHome', member)).toEqual({ kind: 'redirect', to: '/agent' })
    expect(resolveRoute('/agentHome', agent)).toMatchObject({ kind: 'agentHome' })
  })

  it('shares no page that carries a launch token, live wins or a member', () => {
    const shared = ROUTES.filter((r) => r.share !== 'none').map((r) => r.page)
    for (const page of ['play', 'seamless', 'winners', 'member', 'accountGames', 'lottery', 'liveChat', 'agentHome']) expect(shared).not.toContain(page)
    for (const r of ROUTES) if (r.auth !== 'anyone') expect(r.share, r.path).toBe('none')
  })

  it("shares the member's own promotions and points with visitors only", () => {
    expect(resolveRoute('/promotions', member)).toMatchObject({ kind: 'promotions', share: 'visitors' })
    expect(resolveRoute('/pointMall', member)).toMatchObject({ kind: 'pointMall', share: 'visitors' })
    expect(resolveRoute('/rng', member)).toMatchObject({ kind: 'gameList', share: 'everyone' })
  })
})
