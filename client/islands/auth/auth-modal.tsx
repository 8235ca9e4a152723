/**
 * The account popups of spec §2 — login, register, forgot password, change password — in one
 * modal <dialog>: the code the AuthDialogs island (auth-dialogs.tsx) loads on first use. Once
 * loaded it opens
 * - whenever `initial` changes to a view (the layout passes 'login' on /login and 'register' on
 *   /register, spec §2 Routes, and 'changePassword' with `forcedChange` when the session must
 *   change its password first, decision 0030);
 * - on a click on any element with `data-auth-open="login|register|forgot|changePassword"` (so a
 *   server-rendered `<a href="/login" data-auth-open="login">` opens it without a page load, and
 *   still works as a link before hydration or in a new tab);
 * - on `window.dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'login' } }))` from
 *   another island (spec §5: a protected action without login opens the login popup).
 * Escape, the close button and a click on the backdrop close it — except the forced password
 * change, which only a change or a logout ends. After a success the dialog closes, dispatches
 * `auth:changed` on window, and re-renders the page from the server (the session cookie is set).
 * Each view's code loads on first use.
 */
import { lazy, Suspense, use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { navigate, refresh } from '../../router'
import { Icon } from '../../components/icon'
import { warmEncryption } from './encrypt'
import { AuthContext, onAuthRoute, type AuthContextValue, type AuthView, type Notice, type SwitchOptions } from './dialog'
import { FormLookContext, fill, translator, type FormLook } from '../../components/form-kit'
import { loadTexts } from '../../components/load-texts'
import type { AuthTextKey } from './texts'
import type { AuthDialogsProps } from './auth-dialogs'
import type { OnDemandTrigger } from '../../components/on-demand'
import { SocialButtons } from './social-buttons'

const VIEWS: ReadonlySet<string> = new Set<AuthView>(['login', 'register', 'forgot', 'changePassword'])
/** `v` names a view of the dialog. */
export const isView = (v: unknown): v is AuthView => typeof v === 'string' && VIEWS.has(v)

/** Each view's code, imported on first use (or ahead, on intent). */
export const loaders = {
  login: () => import('./login-form').then((m) => ({ default: m.LoginView })),
  register: () => import('./register-form').then((m) => ({ default: m.RegisterView })),
  forgot: () => import('./forgot-form').then((m) => ({ default: m.ForgotView })),
  changePassword: () => import('./change-password-form').then((m) => ({ default: m.ChangePasswordView })),
}
const LoginView = lazy(loaders.login)
const RegisterView = lazy(loaders.register)
const ForgotView = lazy(loaders.forgot)
const ChangePasswordView = lazy(loaders.changePassword)
/** Finishing a first social sign-in (decision 0054): its own chunk, loaded only when the page opens it. */
const SocialView = lazy(() => import('./social-form').then((m) => ({ default: m.SocialView })))

interface OpenState {
  view: AuthView
  forced: boolean
  oldPassword?: string
  seq: number
}

const TITLES: Record<AuthView, AuthTextKey> = {
  login: 'auth.titles.login',
  register: 'auth.titles.register',
  forgot: 'auth.titles.forgot',
  changePassword: 'auth.titles.changePassword',
}

/** Fetches the dialog's texts ahead (an opener pointed at, a page that opens a view by itself); a failure is tried again when the dialog renders. */
export function prefetchTexts(url: string): void {
  void loadTexts(url).catch(() => {})
}

/**
 * The dialog itself, loaded by the AuthDialogs island on first use (client/components/on-demand.tsx):
 * opens at once with the view `trigger` asked for (the opener's `data-auth-open`, the `auth:open`
 * event's `detail.view`) or with `initial`, then follows every later opener and event.
 */
export default function AuthModal({
  initial,
  forcedChange = false,
  referralCode,
  registerSettings,
  flags,
  agentSite = false,
  textsUrl,
  banners,
  social,
  trigger,
}: AuthDialogsProps & { trigger: OnDemandTrigger }) {
  // The dialog's texts, fetched once per language and build with the dialog's code (decision 0058): suspends until they are here.
  const texts = use(loadTexts(textsUrl))
  const [state, setState] = useState<OpenState | null>(null)
  // The register view opened by a social sign-in's return finishes that sign-in until the dialog closes or switches.
  const [completing, setCompleting] = useState(Boolean(social?.complete) && initial === 'register')
  const [notice, setNotice] = useState<Notice | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const stateRef = useRef(state)
  stateRef.current = state
  const pressedBackdrop = useRef(false)
  const noticeReturn = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const noticeId = useId()

  const open = useCallback((view: AuthView, opts: SwitchOptions = {}) => {
    setNotice(null)
    // A forced password change stays until it is done (or the member logs out); opening it again
    // keeps the one open (and the old password a login just proved).
    setState((s) => (s?.forced && (!opts.forced || (s.view === view && !opts.oldPassword)) ? s : { view, forced: !!opts.forced, oldPassword: opts.oldPassword, seq: (s?.seq ?? 0) + 1 }))
    warmEncryption()
  }, [])

  const close = useCallback(() => {
    if (stateRef.current?.forced) return
    setCompleting(false)
    setState(null)
    setNotice(null)
    // /login and /register are the home page with a popup: once it is closed, the address is home's.
    if (onAuthRoute()) history.replaceState(history.state, '', '/')
  }, [])

  const finish = useCallback((where: 'home' | 'stay' | 'none', detail?: Record<string, unknown>) => {
    const home = where === 'home' || (where === 'stay' && onAuthRoute())
    setState(null)
    setNotice(null)
    dispatchEvent(new CustomEvent('auth:changed', { detail }))
    if (where === 'none') return
    // The server renders the signed-in header from the new session cookie.
    if (home) navigate('/')
    else refresh()
  }, [])

  // Show or hide the native modal with the state.
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (state && !d.open) d.showModal()
    if (!state && d.open) d.close()
  }, [state])

  useEffect(() => {
    if (initial) open(initial, { forced: forcedChange })
  }, [initial, forcedChange, open])

  // A social sign-in that came back refused (spec §8 phone/social errors): its text in a warning over the login view, once; the flag leaves the address bar.
  const socialError = social?.error
  useEffect(() => {
    if (!socialError) return
    setNotice({ tone: 'warning', message: socialError })
    const url = new URL(location.href)
    url.searchParams.delete('social_error')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  }, [socialError])

  // What made the island load this dialog (the first click or event, before these listeners existed).
  const firstTrigger = useRef(trigger)
  useEffect(() => {
    const t = firstTrigger.current
    const view = t.kind === 'click' ? t.opener.getAttribute('data-auth-open') : t.kind === 'event' ? (t.detail as { view?: unknown } | undefined)?.view : null
    if (isView(view)) open(view)
  }, [open])

  // Server-rendered openers, events from other islands, and preloading a view's code on intent.
  useEffect(() => {
    const opener = (e: Event) => (e.target as Element | null)?.closest?.('[data-auth-open]')?.getAttribute('data-auth-open')
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const view = opener(e)
      if (!isView(view)) return
      // Capture phase: runs before the client router's link handler, which then leaves it alone.
      e.preventDefault()
      open(view)
    }
    const onIntent = (e: Event) => {
      const view = opener(e)
      if (isView(view)) void loaders[view]()
    }
    const onOpen = (e: Event) => {
      const view = (e as CustomEvent<{ view?: unknown } | undefined>).detail?.view
      if (isView(view)) open(view)
    }
    document.addEventListener('click', onClick, true)
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    addEventListener('auth:open', onOpen)
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      removeEventListener('auth:open', onOpen)
    }
  }, [open])

  const value = useMemo<AuthContextValue>(
    () => ({
      t: translator(texts),
      tKey: (key, params, fallback) => (typeof texts[key] === 'string' ? fill(texts[key], params) : (fallback ?? key)),
      flags,
      registerSettings,
      referralCode,
      agentSite,
      switchTo: (view, opts) => {
        setCompleting(false)
        if (opts?.forced && opts.detail) dispatchEvent(new CustomEvent('auth:changed', { detail: opts.detail }))
        open(view, opts)
      },
      finish,
      notify: (n) => {
        noticeReturn.current = document.activeElement as HTMLElement | null
        setNotice(n)
      },
    }),
    [texts, flags, registerSettings, referralCode, agentSite, open, finish],
  )
  const look = useMemo<FormLook>(() => ({ dialog: true, optional: value.t('auth.optional'), pleaseWait: value.t('auth.pleaseWait') }), [value])

  const acknowledge = () => {
    const n = notice
    setNotice(null)
    n?.onOk?.()
    // Back to where the keyboard was (the button that asked may be disabled by now: then the first field).
    requestAnimationFrame(() => {
      const back = noticeReturn.current
      if (back?.isConnected && !(back as HTMLButtonElement).disabled) back.focus()
      else dialog.current?.querySelector<HTMLElement>('.auth__body input:not([type=checkbox])')?.focus()
    })
  }

  const view = state?.view
  const banner = view && view !== 'changePassword' ? banners?.[view] : undefined
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself
    <dialog
      ref={dialog}
      className="modal auth-dialog"
      data-view={view}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: first closes a notice; never ends a forced change.
        if (notice) {
          e.preventDefault()
          acknowledge()
        } else if (stateRef.current?.forced) e.preventDefault()
      }}
      onClose={() => {
        // NOTE: browsers may close a modal on a repeated Escape even when cancel was prevented.
        if (stateRef.current?.forced) dialog.current?.showModal()
        else if (stateRef.current) close()
      }}
      onPointerDown={(e) => {
        pressedBackdrop.current = e.target === e.currentTarget
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && pressedBackdrop.current && !notice) close()
        pressedBackdrop.current = false
      }}
    >
      {state && view ? (
        <AuthContext.Provider value={value}>
          <FormLookContext.Provider value={look}>
            <div className="auth" data-view={view}>
              <div className="auth__main" inert={notice ? true : undefined}>
                {banner ? (
                  <div className="auth__banner">
                    <img src={banner} alt="" />
                  </div>
                ) : null}
                <header className={banner ? 'auth__head auth__head--on-banner' : 'auth__head'}>
                  <h2 id={titleId} className="auth__title">
                    {completing ? value.t('social.complete') : value.t(TITLES[view])}
                  </h2>
                  {state.forced ? null : (
                    <button type="button" className="icon-btn auth__close" aria-label={value.t('auth.close')} onClick={close}>
                      <Icon name="close" />
                    </button>
                  )}
                </header>
                <div className="auth__body">
                  <Suspense
                    fallback={
                      <div className="auth__loading" aria-busy="true">
                        <span className="auth-spinner" aria-hidden="true" />
                        <span className="sr-only">{value.t('auth.pleaseWait')}</span>
                      </div>
                    }
                  >
                    {view === 'register' && completing ? (
                      <SocialView />
                    ) : view === 'login' ? (
                      <LoginView key={state.seq} />
                    ) : view === 'register' ? (
                      <RegisterView key={state.seq} />
                    ) : view === 'forgot' ? (
                      <ForgotView key={state.seq} />
                    ) : (
                      <ChangePasswordView key={state.seq} forced={state.forced} knownOldPassword={state.oldPassword} />
                    )}
                  </Suspense>
                  {(view === 'login' || view === 'register') && !completing && !agentSite && social?.providers.length ? <SocialButtons providers={social.providers} /> : null}
                </div>
              </div>
              {notice ? (
                <div className="auth-notice" role="alertdialog" aria-modal="true" aria-describedby={noticeId}>
                  <div className={`auth-notice__card auth-notice__card--${notice.tone}`}>
                    <span className="auth-notice__icon" aria-hidden="true">
                      {notice.tone === 'success' ? '✓' : '!'}
                    </span>
                    <p id={noticeId} className="auth-notice__text">
                      {notice.message}
                    </p>
                    {/* biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern */}
                    <button type="button" className="btn btn--primary auth-notice__ok" autoFocus onClick={acknowledge}>
                      {value.t('auth.ok')}
                    </button>
                  </div>
                </div>
              ) : null}
            </div>
          </FormLookContext.Provider>
        </AuthContext.Provider>
      ) : null}
    </dialog>
  )
}
