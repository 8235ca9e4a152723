/**
 * The gateway: /wps and /lgw keep the spec's paths, methods and field names (DESIGN §1–§2).
 * Thin routes: validate → call the platform (or the gateway cache) → envelope.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail } from './envelope'
import { system } from './system'
import { gameRelays, lgwGames } from './games'
import { announcementRelays } from './announcements'
import { member } from './member'
import { securityRoutes } from './security'
import { authenticatorRoutes } from './authenticator'
import { loginRoutes } from './login'
import { registration } from './register'
import { verification } from './verification'
import { walletRoutes } from './wallet'
import { agentRoutes } from './agent'
import { launchRoutes } from './launch'
import { vendorWallet } from './vendor-wallet'
import { playRelays } from './play-relays'
import { contractRelays } from './agent-contracts'
import { lotteryRoutes } from './lottery'
import { favouriteRelays } from './favourites'
import { feedbackRoutes, messageRelays } from './comms'
import { pointRelays } from './points'
import { promotionRoutes } from './promotions'
import { chatRelays, contentRoutes, referralRoutes } from './support'
import { gatewayThrottles as throttles } from './throttle'
import { csrfGuard, loadSession } from './session'
import { clientBody } from './body'
import { passwordChangeGuard } from './password-change-guard'
import { liveEvents } from './live-events'
import { responsibleGamingRoutes } from './responsible-gaming'
import { socialRoutes } from './social'

export const gateway = new Hono<AppEnv>()
  // passwordChangeGuard: a session that must change its password may call only what the change needs (decision 0030).
  .use('/wps/*', csrfGuard, clientBody, loadSession, passwordChangeGuard)
  .use('/lgw/*', csrfGuard, clientBody, loadSession, passwordChangeGuard)
  .use('/lotto/lgw/*', loadSession, passwordChangeGuard)
  .route('/wps/session', loginRoutes(throttles))
  .route('/wps/member', member)
  .route('/wps', liveEvents)
  .route('/wps/member', securityRoutes)
  .route('/wps/member', authenticatorRoutes)
  .route('/wps', responsibleGamingRoutes)
  .route('/wps', registration)
  .route('/wps', socialRoutes(throttles))
  .route('/wps', verification(throttles))
  .route('/wps', walletRoutes)
  .route('/wps', agentRoutes)
  .route('/wps', launchRoutes)
  .route('/wps/system', system)
  .route('/wps/relay', gameRelays)
  .route('/wps/relay', announcementRelays)
  .route('/wps/relay', playRelays)
  .route('/wps/relay', contractRelays)
  .route('/wps/relay', favouriteRelays)
  .route('/wps/relay', messageRelays)
  .route('/wps', feedbackRoutes)
  .route('/wps/relay', pointRelays)
  .route('/wps', promotionRoutes)
  .route('/wps/relay', chatRelays)
  .route('/wps/member', referralRoutes)
  .route('/wps/content', contentRoutes)
  .route('/lgw/games', lgwGames)
  .route('/', lotteryRoutes)
  .route('/', vendorWallet)
  .all('/wps/*', (c) => fail(c, 404, 'NOT_FOUND', 'errors.notFound'))
  .all('/lgw/*', (c) => fail(c, 404, 'NOT_FOUND', 'errors.notFound'))
