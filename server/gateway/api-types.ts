/**
 * The types of the gateway's sub-routers (and the embedded vendors' routes) for the browser's typed
 * API client, `client/api.ts` (`hc<…>`, issue 15, decision 0034). Types only: the client imports
 * them with `import type`, so no server code reaches the bundle. One alias per sub-router keeps the
 * type check fast (one `typeof gateway` would make tsc infer every route of the app at each use);
 * the comment on each says where index.ts mounts it, which is the base URL the client gives hc.
 */
import type { loginRoutes } from './login'
import type { member } from './member'
import type { securityRoutes } from './security'
import type { authenticatorRoutes } from './authenticator'
import type { responsibleGamingRoutes } from './responsible-gaming'
import type { registration } from './register'
import type { socialRoutes } from './social'
import type { verification } from './verification'
import type { walletRoutes } from './wallet'
import type { agentRoutes } from './agent'
import type { launchRoutes } from './launch'
import type { system } from './system'
import type { gameRelays } from './games'
import type { playRelays } from './play-relays'
import type { contractRelays } from './agent-contracts'
import type { favouriteRelays } from './favourites'
import type { feedbackRoutes, messageRelays } from './comms'
import type { pointRelays } from './points'
import type { promotionRoutes } from './promotions'
import type { chatRelays } from './support'
import type { sandboxVendor } from '../vendors/sandbox/routes'
import type { lotteryVendor } from '../vendors/lottery/routes'
import type { inhouseVendor } from '../vendors/inhouse/routes'

/** /wps (social sign-in, decision 0054) */
export type SocialApi = ReturnType<typeof socialRoutes>
/** /wps/session */
export type SessionApi = ReturnType<typeof loginRoutes>
/** /wps/member */
export type MemberApi = typeof member
/** /wps/member */
export type SecurityApi = typeof securityRoutes
/** /wps/member */
export type AuthenticatorApi = typeof authenticatorRoutes
/** /wps */
export type ResponsibleGamingApi = typeof responsibleGamingRoutes
/** /wps */
export type RegistrationApi = typeof registration
/** /wps */
export type VerificationApi = ReturnType<typeof verification>
/** /wps */
export type WalletApi = typeof walletRoutes
/** /wps */
export type AgentApi = typeof agentRoutes
/** /wps */
export type LaunchApi = typeof launchRoutes
/** /wps/system */
export type SystemApi = typeof system
/** /wps/relay */
export type GameRelaysApi = typeof gameRelays
/** /wps/relay */
export type PlayRelaysApi = typeof playRelays
/** /wps/relay */
export type ContractRelaysApi = typeof contractRelays
/** /wps/relay */
export type FavouriteRelaysApi = typeof favouriteRelays
/** /wps/relay */
export type MessageRelaysApi = typeof messageRelays
/** /wps */
export type FeedbackApi = typeof feedbackRoutes
/** /wps/relay */
export type PointRelaysApi = typeof pointRelays
/** /wps */
export type PromotionApi = typeof promotionRoutes
/** /wps/relay */
export type ChatRelaysApi = typeof chatRelays
/** /vendors/sandbox */
export type SandboxVendorApi = ReturnType<typeof sandboxVendor>
/** /vendors/lottery */
export type LotteryVendorApi = ReturnType<typeof lotteryVendor>
/** /vendors/inhouse */
export type InhouseVendorApi = ReturnType<typeof inhouseVendor>
