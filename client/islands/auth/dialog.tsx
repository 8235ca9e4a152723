/**
 * What the account dialogs share beyond the client's form kit (`client/components/form-kit.tsx`):
 * the context the views share (texts, flags, what to do after a success), the password toggle, the
 * country dialing code, the captcha, the "Send code" button with its countdown, tabs and link
 * buttons. Client code: imported by AuthDialogs (the 'use client' boundary) and its views; the
 * server may import its types only.
 * @see product-spec §3 login form, registration user; §4 SMS countdown; §5; §8; §9
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { TextField, failureText, fill, type TextFieldProps } from '../../components/form-kit'
import type { Envelope } from './encrypt'
import { api, call } from '../../api'
import type { ClientResponse } from 'hono/client'
import type { AuthTextKey } from './texts'

// ---------------------------------------------------------------- contract

/** A view of the account dialog. */
export type AuthView = 'login' | 'register' | 'forgot' | 'changePassword'

/** One field of `GET /wps/system/setting/register` (server `registerSettingsView`). */
export interface RegisterFieldSetting {
  enabled: boolean
  required: boolean
  /** Anchored regex source ('*' = any); the islands check with `checkField` by `patternId`. */
  acceptedPattern: string
  patternId: string
  minLength: number
  maxLength: number
}

import { REGISTER_FIELDS, type RegisterField } from '../../../shared/validation/register-fields'

export { REGISTER_FIELDS, type RegisterField }

/** The `value` of `GET /wps/system/setting/register`: one setting per registration field. */
export type RegisterSettings = Record<RegisterField, RegisterFieldSetting>

/** Whitelabel flags the dialogs follow (spec §3). */
export interface AuthFlags {
  /** USERNAMEREG3: register by username. */
  username: boolean
  /** MOBILENUMREG3: register by mobile number; also makes mobile the default of forgot password. */
  mobile: boolean
  /** REGMOBVERF3: the mobile registration asks for an SMS code. */
  mobileVerification: boolean
  /** MOBILEVERCODELOGIN3: the SMS-code login tab. */
  smsLogin: boolean
  /** FREEPLAY3: the "Play for free" button. */
  freeplay: boolean
}

/** What a view may do with the dialog around it. */
export interface AuthContextValue {
  t: (key: AuthTextKey, params?: Record<string, string | number>) => string
  /** Looks up a key only known at run time (`validation.pattern.DIGITS`); unknown keys return `fallback`. */
  tKey: (key: string, params?: Record<string, string | number>, fallback?: string) => string
  flags: AuthFlags
  registerSettings: RegisterSettings
  referralCode?: string
  agentSite: boolean
  /** Switches the dialog to another view (see `SwitchOptions`). */
  switchTo: (view: AuthView, opts?: SwitchOptions) => void
  /**
   * After a success that changed the session: closes the dialog, announces the change (window event
   * `auth:changed` with `detail`) and re-renders from the server: 'home' goes to /, 'stay' re-renders
   * the current page (/ from /login and /register), 'none' leaves navigation to the caller.
   */
  finish: (where: 'home' | 'stay' | 'none', detail?: Record<string, unknown>) => void
  /** Shows a message over the form with an OK button (spec §8 warning popup). */
  notify: (notice: Notice) => void
}

export interface SwitchOptions {
  /** Change password after a login with the default or an expired password: cannot be dismissed. */
  forced?: boolean
  /** The password just used to log in, so the forced change does not ask for it again (spec §5). */
  oldPassword?: string
  /** Announced at once with `auth:changed` (the login that forces the change did open a session). */
  detail?: Record<string, unknown>
}

export interface Notice {
  tone: 'warning' | 'success'
  message: string
  /** Runs after OK. */
  onOk?: () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth outside AuthDialogs')
  return value
}

const AUTH_FAILURES = { network: 'errors.network', encryption: 'auth.encryption', unknown: 'errors.unknown', tooManyRequests: 'errors.tooManyRequests' }

/** The message of a failed call, in the visitor's language (the server translates its own). */
export function failureMessage(ctx: Pick<AuthContextValue, 't' | 'tKey'>, res: Envelope): string {
  return failureText(ctx.t as (key: string, params?: Record<string, string | number>) => string, res, AUTH_FAILURES, (text, params) => fill(ctx.tKey(text, undefined, text), params))
}

// ---------------------------------------------------------------- countdown

// Countdowns outlive the view that started them (switching tabs does not re-enable "Send code").
const countdownEnds = new Map<string, number>()
const countdownListeners = new Set<() => void>()
let ticker: ReturnType<typeof setInterval> | null = null
function emitCountdowns() {
  for (const l of countdownListeners) l()
  if (![...countdownEnds.values()].some((end) => end > Date.now()) && ticker) {
    clearInterval(ticker)
    ticker = null
  }
}

/**
 * A countdown shared by key (spec §4 SMS countdown): `start(seconds)` disables "Send code" until it
 * reaches 0. Returns the whole seconds left.
 */
export function useCountdown(key: string): [number, (seconds: number) => void] {
  const left = useSyncExternalStore(
    (cb) => {
      countdownListeners.add(cb)
      return () => {
        countdownListeners.delete(cb)
      }
    },
    () => Math.max(0, Math.ceil(((countdownEnds.get(key) ?? 0) - Date.now()) / 1000)),
    () => 0,
  )
  const start = useCallback(
    (seconds: number) => {
      countdownEnds.set(key, Date.now() + seconds * 1000)
      ticker ??= setInterval(emitCountdowns, 250)
      emitCountdowns()
    },
    [key],
  )
  return [left, start]
}

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'
const EYE_OFF = 'M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2'

/** A stroked 24×24 line icon, hidden from assistive technology. */
export function Glyph({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}

/** A password input with a show/hide toggle (the toggle says what it will do, and is pressed while shown). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const { t } = useAuth()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className="auth-input__btn"
          aria-pressed={shown}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          title={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={() => setShown((s) => !s)}
        >
          <Glyph d={shown ? EYE_OFF : EYE} />
        </button>
      }
    />
  )
}

// ---------------------------------------------------------------- countries

export interface Country {
  countryCode: string
  countryDialingCode: string
  name: string
}
const FALLBACK_COUNTRIES: Country[] = [{ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' }]
let countriesPromise: Promise<Country[]> | null = null
function loadCountries(): Promise<Country[]> {
  countriesPromise ??= call(api.registration.system.countries.$get()).then((r) => {
    if (r.success && Array.isArray(r.value) && r.value.length) return r.value
    countriesPromise = null
    return FALLBACK_COUNTRIES
  })
  return countriesPromise
}

/**
 * The country dialing code select (GET /wps/system/countries, the Philippines first). A native
 * select, shown as its dialing code only; the list names each country.
 */
export function DialingCode({ value, onChange, id }: { value: string; onChange: (countryCode: string, dialingCode: string) => void; id?: string }) {
  const { t } = useAuth()
  const [countries, setCountries] = useState<Country[]>(FALLBACK_COUNTRIES)
  useEffect(() => {
    let live = true
    loadCountries().then((list) => {
      if (live) setCountries(list)
    })
    return () => {
      live = false
    }
  }, [])
  const current = countries.find((c) => c.countryCode === value) ?? countries[0]
  return (
    <span className="auth-dial">
      <span className="auth-dial__shown" aria-hidden="true">
        {current.countryDialingCode}
      </span>
      <select
        id={id}
        className="auth-dial__select"
        aria-label={t('auth.country')}
        value={current.countryCode}
        onChange={(e) => {
          const c = countries.find((x) => x.countryCode === e.target.value)
          if (c) onChange(c.countryCode, c.countryDialingCode)
        }}
      >
        {countries.map((c) => (
          <option key={c.countryCode} value={c.countryCode}>{`${c.name} (${c.countryDialingCode})`}</option>
        ))}
      </select>
    </span>
  )
}

/** State of a mobile number with its country: `{ country: 'PH', dialing: '+63', number }`. */
export interface MobileValue {
  country: string
  dialing: string
  number: string
}
export const EMPTY_MOBILE: MobileValue = { country: 'PH', dialing: '+63', number: '' }

/** A loose shape check before a code is requested (the server validates the number for real). */
export function looksLikeMobile(n: string): boolean {
  return /^\+?[0-9][0-9\s.\-()]{3,19}$/.test(n.trim())
}

// ---------------------------------------------------------------- send code

/**
 * "Send code" with the spec's countdown (§4: expiredMinutes × 60 s after a successful request) and
 * click throttle (§9: once per 1000 ms). `send` returns the countdown in seconds, or null when the
 * request failed (the caller has shown why).
 */
export function SendCodeButton({ countdownKey, send, label }: { countdownKey: string; send: () => Promise<number | null>; label?: string }) {
  const { t } = useAuth()
  const [left, start] = useCountdown(countdownKey)
  const [busy, setBusy] = useState(false)
  const lastClick = useRef(0)
  return (
    <button
      type="button"
      className="auth-input__send"
      disabled={busy || left > 0}
      onClick={async (e) => {
        const now = Date.now()
        if (now - lastClick.current < 1000) return
        lastClick.current = now
        const field = e.currentTarget.closest('.auth-field__control')?.querySelector('input')
        setBusy(true)
        try {
          const seconds = await send()
          if (seconds && seconds > 0) {
            start(seconds)
            // The button is disabled now: keep the keyboard in the code field it belongs to.
            field?.focus()
          }
        } finally {
          setBusy(false)
        }
      }}
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : busy ? t('auth.pleaseWait') : (label ?? t('auth.sendCode'))}
    </button>
  )
}

/**
 * Requests an SMS code and reports the outcome: the countdown in seconds on success (and the
 * "code sent" text through `onSent`), a warning notice with the server's message on failure
 * (spec §8); a "too soon" answer starts the countdown of the wait it names.
 */
export async function requestCode(ctx: AuthContextValue, request: Promise<ClientResponse<unknown, number, string>>, onSent: (message: string) => void): Promise<number | null> {
  const res = (await call(request)) as Envelope<{ expiredMinutes?: number }>
  if (res.success) {
    const minutes = res.value?.expiredMinutes && res.value.expiredMinutes > 0 ? res.value.expiredMinutes : 1
    onSent(ctx.t('auth.codeSent', { minutes }))
    return minutes * 60
  }
  ctx.notify({ tone: 'warning', message: failureMessage(ctx, res) })
  return res.code === 'SMS_TOO_SOON' && res.retryAfterSeconds ? res.retryAfterSeconds : null
}

// ---------------------------------------------------------------- captcha

export interface Captcha {
  id: string
  image: string
}

/**
 * A captcha challenge (GET /wps/captcha) while `active`: loads one, and `reload()` draws a new one at
 * most once a second (spec §5, §9; the gateway refuses faster refreshes too). Every answer consumes
 * the challenge, so forms reload after each refused submit.
 */
export function useCaptcha(active: boolean): { captcha: Captcha | null; reload: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const last = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const live = useRef(false)
  const reload = useCallback(() => {
    if (timer.current) return // a refresh is already on its way
    setCaptcha(null) // the old challenge may be spent: never submit an answer to it
    const run = async () => {
      timer.current = null
      last.current = Date.now()
      const res = await call(api.verification.captcha.$get())
      if (!live.current) return
      if (res.success && res.value?.image) setCaptcha({ id: res.value.id, image: res.value.image })
      else if (res.status === 429) timer.current = setTimeout(run, Math.max(1, res.retryAfterSeconds ?? 1) * 1000)
    }
    // NOTE: a little over the gateway's 1 s window, which opens when the request arrives.
    const wait = 1100 - (Date.now() - last.current)
    if (wait > 0) timer.current = setTimeout(run, wait)
    else void run()
  }, [])
  useEffect(() => {
    if (!active) return
    live.current = true
    reload()
    return () => {
      live.current = false
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
  }, [active, reload])
  return { captcha: active ? captcha : null, reload }
}

/** The captcha input with its picture and a refresh button. */
export function CaptchaField({
  value,
  onValue,
  error,
  captcha,
  reload,
  inputRef,
}: {
  value: string
  onValue: (v: string) => void
  error?: string
  captcha: Captcha | null
  reload: () => void
  inputRef?: RefObject<HTMLInputElement | null>
}) {
  const { t } = useAuth()
  const [cooling, setCooling] = useState(false)
  return (
    <TextField
      label={t('auth.captcha')}
      required
      value={value}
      onValue={onValue}
      error={error}
      inputRef={inputRef}
      placeholder={t('auth.captchaPlaceholder')}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={12}
      after={
        <span className="auth-captcha">
          {captcha ? (
            <img className="auth-captcha__img" src={captcha.image} alt={t('auth.captchaImage')} width={120} height={40} />
          ) : (
            <span className="auth-captcha__img auth-captcha__img--loading" aria-hidden="true" />
          )}
          <button
            type="button"
            className="auth-input__btn"
            aria-label={t('auth.captchaRefresh')}
            title={t('auth.captchaRefresh')}
            disabled={cooling}
            onClick={() => {
              reload()
              onValue('')
              setCooling(true)
              setTimeout(() => setCooling(false), 1000)
            }}
          >
            <Glyph d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </button>
        </span>
      }
    />
  )
}

// ---------------------------------------------------------------- layout pieces

/** Segmented tabs (arrow keys move between them). The panel is the form below, `panelId`. */
export function Tabs<K extends string>({ tabs, value, onChange, label, panelId }: { tabs: { key: K; label: string }[]; value: K; onChange: (k: K) => void; label: string; panelId: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length < 2) return null
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.key}`}
          aria-selected={tab.key === value}
          aria-controls={panelId}
          tabIndex={tab.key === value ? 0 : -1}
          className={tab.key === value ? 'auth-tabs__tab is-active' : 'auth-tabs__tab'}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
            if (!step) return
            e.preventDefault()
            const next = (i + step + tabs.length) % tabs.length
            onChange(tabs[next].key)
            refs.current[next]?.focus()
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

/** The form-level error (announced). */
/** A button that looks like a link (switches views). */
export function LinkButton({ onClick, children, className }: { onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button type="button" className={`auth-link${className ? ` ${className}` : ''}`} onClick={onClick}>
      {children}
    </button>
  )
}

// ---------------------------------------------------------------- misc

/** Server field errors (`fields: [{ field, message }]`) as a map; keys are translated when they are keys. */
export function serverFieldErrors(ctx: Pick<AuthContextValue, 'tKey'>, res: Envelope): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of res.fields ?? []) {
    if (!f.field || out[f.field]) continue
    out[f.field] = fill(ctx.tKey(f.message, undefined, f.message), f.params ?? res.params)
  }
  return out
}

/** True on the pages whose only purpose is the dialog (spec §2 /login, /register). */
export function onAuthRoute(): boolean {
  return /^\/(login|register)\/?$/.test(location.pathname)
}

/**
 * The new password and its confirmation, as change-password and forgot-password ask for them:
 * the brand's password rule checked on blur, the confirmation compared with the new password.
 */
export function NewPasswordFields({
  labels,
  newPassword,
  confirm,
  onNewPassword,
  onConfirm,
  errors,
  setErrors,
  problem,
  hint,
  mismatch,
}: {
  labels: { newPassword: string; confirm: string }
  newPassword: string
  confirm: string
  onNewPassword: (v: string) => void
  onConfirm: (v: string) => void
  errors: Record<string, string>
  setErrors: (update: (e: Record<string, string>) => Record<string, string>) => void
  /** The rule's message for a value, '' when it passes. */
  problem: (v: string) => string
  hint?: string
  /** 'Incorrect confirmation input', translated. */
  mismatch: string
}) {
  return (
    <>
      <PasswordField
        name="newPassword"
        label={labels.newPassword}
        required
        value={newPassword}
        onValue={onNewPassword}
        onBlur={() => newPassword && setErrors((e) => ({ ...e, newPassword: problem(newPassword) }))}
        error={errors.newPassword || undefined}
        hint={hint}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        name="confirmNewPassword"
        label={labels.confirm}
        required
        value={confirm}
        onValue={onConfirm}
        onBlur={() => confirm && setErrors((e) => ({ ...e, confirm: confirm !== newPassword ? mismatch : '' }))}
        error={errors.confirm || undefined}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  )
}

/** The attributes that tie a form to the Tabs above it (`panelId` as given to Tabs); none without tabs. */
export function tabPanelProps(panelId: string, tab: string, tabbed: boolean) {
  return { id: panelId, role: tabbed ? 'tabpanel' : undefined, 'aria-labelledby': tabbed ? `${panelId}-tab-${tab}` : undefined }
}
