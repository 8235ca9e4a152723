/**
 * The lobby's stylesheets as the hashed URLs of their built files, and which page links which (decision 0050).
 * `?url` imports: Vite builds and minifies each sheet on its own (its `@import`s inlined) and
 * server/pages/layout/document.tsx links what the page needs, instead of one sheet of every page's styles
 * linked by every page:
 * - `lobby`: the shell and the browse pages' first screen, render-blocking on every page;
 * - `extras`: dialogs, forms, member, cashier and game screens: render-blocking on the other pages, loaded
 *   after the first paint on the browse pages (home, game lists, game centres);
 * - a page's own sheet ({@link pageStylesheets}), after those two, so its rules win as they did in one sheet.
 * Why here and not in each page's module: @vitejs/plugin-rsc wraps every component whose module imports
 * CSS (`?url` included) with the CSS of the whole server chunk — one chunk, so every sheet again, linked
 * ahead of the lobby's. A new page sheet is added to STYLESHEETS and to the page's entry below.
 */
import type { PageMatch } from '../routes'
import lobby from '../../../client/styles/lobby.css?url'
import extras from '../../../client/styles/extras.css?url'
import agent from '../../../client/styles/agent.css?url'
import inhouse from '../../../client/styles/inhouse.css?url'
import lottery from '../../../client/styles/lottery.css?url'
import points from '../../../client/styles/points.css?url'
import promotions from '../../../client/styles/promotions.css?url'
import rooms from '../../../client/styles/rooms.css?url'
import security from '../../../client/styles/security.css?url'
import authenticator from '../../../client/styles/authenticator.css?url'
import support from '../../../client/styles/support.css?url'

export const STYLESHEETS = { lobby, extras, agent, inhouse, lottery, points, promotions, rooms, security, authenticator, support } as const

/**
 * The page's own sheets (URLs, in cascade order) for a route of server/pages/routes.ts: the member centre's
 * tabs (referral: support; rewards: promotions; missions: points; my account: security and its authenticator card), the agent centre,
 * the lottery, the point mall, the fairness check (the in-house games' sheet), promotions, the content pages
 * and live chat (support), and the PVP list's poker rooms. Empty for the rest.
 */
export function pageStylesheets(route: PageMatch): string[] {
  switch (route.kind) {
    case 'member':
      return [support, promotions, points, security, authenticator]
    case 'agent':
    case 'agentHome':
      return [agent]
    case 'lottery':
      return [lottery]
    case 'pointMall':
      return [points]
    case 'fairVerify':
      return [inhouse]
    case 'promotions':
      return [promotions]
    case 'posts':
    case 'post':
    case 'winners':
    case 'download':
    case 'liveChat':
      return [support]
    case 'gameList':
      return route.gameType === 'PVP' ? [rooms] : []
    default:
      return []
  }
}
