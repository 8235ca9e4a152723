'use client'
/**
 * The account dialogs island (spec §2: login, register, forgot password, change password), mounted
 * once by the layout. It costs the first load almost nothing (issue 16, decision 0039): until a view
 * is asked for it only listens, and then loads the dialog (auth-modal.tsx) and the view's form —
 * on a click on an element with `data-auth-open="login|register|forgot|changePassword"`, on the
 * window event `auth:open` (`detail.view`), or at once when the page opens a view itself
 * (`initial`: /login, /register, the forced password change). Pointing at or focusing an opener
 * loads the dialog, that view and the texts ahead. The texts are not in the page: the dialog fetches
 * them from `textsUrl` (once per language and build, decision 0058). How the dialog behaves once
 * open: auth-modal.tsx.
 */
import { useEffect } from 'react'
import { onDemand } from '../../components/on-demand'
import type { AuthFlags, AuthView, RegisterSettings } from './dialog'
import type { SocialProviderView } from './social-buttons'

export type { AuthFlags, AuthView, RegisterSettings } from './dialog'

/** Props the layout passes (all serialisable). */
export interface AuthDialogsProps {
  /** The view to open on load (/login, /register), else null. */
  initial: AuthView | null
  /** `initial` is the forced password change (the server holds the session back until it is done). */
  forcedChange?: boolean
  /** The `referralCode` query value of /register, prefilled and sent with the registration. */
  referralCode?: string
  /** The value of GET /wps/system/setting/register (server `registerSettingsView`, flags applied). */
  registerSettings: RegisterSettings
  flags: AuthFlags
  /** The agent site (/agent): username login only, no remember-me, site AGENT. */
  agentSite?: boolean
  /**
   * Where the dialogs' texts are in the visitor's language (`islandTextsUrl('auth', language)`,
   * server/pages/shared/island-texts.ts): fetched with the dialog's code, never carried by the page (decision 0058).
   */
  textsUrl: string
  /** Banner images (groups w_login, w_register, w_forget) shown at the top of each view. */
  banners?: Partial<Record<'login' | 'register' | 'forgot', string>>
  /**
   * Social sign-in (decision 0054): the configured providers (their buttons under login and
   * register), `complete` when a first sign-in came back (/register?social=1: the register view
   * finishes it), and the translated §8 text of a sign-in that came back refused (over the login view).
   */
  social?: { providers: SocialProviderView[]; complete: boolean; error: string | null }
}

const loadModal = () => import('./auth-modal')

/** The texts' URL of the mounted island (one per page), for loading them ahead with the code (the loader is in the dialog's chunk, not the first load). */
let textsUrl: string | null = null
const loadAhead = () => {
  const url = textsUrl
  if (url)
    void loadModal()
      .then((m) => m.prefetchTexts(url))
      .catch(() => {})
}

const Dialogs = onDemand<AuthDialogsProps>(loadModal, {
  selector: '[data-auth-open]',
  event: 'auth:open',
  openOnMount: (props) => props.initial !== null,
  onIntent: (opener) => {
    loadAhead()
    const view = opener.getAttribute('data-auth-open')
    void loadModal()
      .then((m) => (m.isView(view) ? m.loaders[view]() : undefined))
      .catch(() => {})
  },
})

/** The account dialogs (see the module comment); renders nothing until a view is asked for. */
export function AuthDialogs(props: AuthDialogsProps) {
  textsUrl = props.textsUrl
  // A page that opens a view itself (/login, /register, the forced change) fetches the texts beside the code.
  useEffect(() => {
    if (props.initial !== null) loadAhead()
  }, [props.initial])
  return <Dialogs {...props} />
}
