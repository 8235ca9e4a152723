/**
 * Login (spec §3 login form, §4 Login, §5 Login): a username tab (username or phone, password,
 * a captcha once the server asked for one, remember-me) and an SMS-code tab. A login from an
 * unfamiliar IP asks for the code the server texted; an expired or default password switches to
 * the forced change-password view; an agent goes to /agentHome.
 * Loaded on demand by AuthDialogs (its client boundary), inside its AuthContext.
 */
import { useRef, useState, type FormEvent } from 'react'
import { api, encrypted } from '../../api'
import {
  CaptchaField,
  EMPTY_MOBILE,
  LinkButton,
  PasswordField,
  SendCodeButton,
  Tabs,
  DialingCode,
  failureMessage,
  looksLikeMobile,
  requestCode,
  useAuth,
  useCaptcha,
  useCountdown,
  type MobileValue,
  tabPanelProps,
} from './dialog'
import { FormAlert, FormStatus, SubmitButton, TextField, focusFirstInvalid, passes, useFocusFirst } from '../../components/form-kit'
import { VerificationCodeSchema } from '../../../shared/schemas/member'

/** Remember-me cookie: the username for 24 hours (spec §9: 86400000 ms). */
const REMEMBER_COOKIE = 'rememberUsername'
const REMEMBER_MS = 86_400_000

function rememberedUsername(): string {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${REMEMBER_COOKIE}=`))
  try {
    return hit ? decodeURIComponent(hit.slice(REMEMBER_COOKIE.length + 1)) : ''
  } catch {
    return ''
  }
}

function remember(username: string | null) {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox; the remember-me cookie must be set synchronously before the login request
  document.cookie = username
    ? `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; path=/; max-age=${REMEMBER_MS / 1000}; samesite=lax${secure}`
    : `${REMEMBER_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`
}

interface LoginValue {
  token: string
  firstTimeLogin: boolean
  passwordExpired: boolean
  user: { isAgent?: boolean; isTrial?: boolean; userName?: string }
}

type Tab = 'username' | 'sms'
/** The login's payload, as the route types it (sent encrypted). */
type LoginPayload = Parameters<typeof api.session.login.$post>[0]['json']

/** The ways to answer the new-IP check (decision 0053) and the login field each fills. */
type NewIpWay = 'code' | 'authenticator' | 'bank'
const NEW_IP_FIELD = { code: 'verificationCode', authenticator: 'authenticatorCode', bank: 'bankAccountName' } as const

/** The server's `verification.methods` (SMS, EMAIL, AUTHENTICATOR, BANK_NAME) as the form's ways, the code first when one was sent. */
function newIpWaysOf(methods: string[], codeSent: boolean): NewIpWay[] {
  return [...(codeSent ? (['code'] as const) : []), ...(methods.includes('AUTHENTICATOR') ? (['authenticator'] as const) : []), ...(methods.includes('BANK_NAME') ? (['bank'] as const) : [])]
}

export function LoginView() {
  const ctx = useAuth()
  const { t, flags, agentSite } = ctx
  const smsTab = flags.smsLogin && !agentSite
  const [tab, setTab] = useState<Tab>('username')
  const [username, setUsername] = useState(() => (agentSite ? '' : rememberedUsername()))
  const [rememberMe, setRememberMe] = useState(() => !agentSite && rememberedUsername() !== '')
  const [password, setPassword] = useState('')
  const [captchaOn, setCaptchaOn] = useState(false)
  const [captchaValue, setCaptchaValue] = useState('')
  const { captcha, reload } = useCaptcha(captchaOn && tab === 'username')
  const [mobile, setMobile] = useState<MobileValue>(EMPTY_MOBILE)
  const [smsCode, setSmsCode] = useState('')
  // A login from a new IP (spec §4): the masked target of the code sent ('' when none was), the ways
  // the member can answer (decision 0053: the code, the authenticator app, a bank holder name) and the one chosen.
  const [newIp, setNewIp] = useState<string | null>(null)
  const [newIpCode, setNewIpCode] = useState('')
  const [newIpWays, setNewIpWays] = useState<NewIpWay[]>([])
  const [newIpWay, setNewIpWay] = useState<NewIpWay>('code')
  const [, startNewIpCountdown] = useCountdown('NEW_IP')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const captchaInput = useRef<HTMLInputElement>(null)
  const codeInput = useRef<HTMLInputElement>(null)
  useFocusFirst(form, tab)

  const clearError = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e))

  function validate(): Record<string, string> {
    const e: Record<string, string> = {}
    if (tab === 'username') {
      if (!username.trim()) e.username = t('auth.required')
      if (!password) e.password = t('auth.required')
      if (captchaOn && !captchaValue.trim()) e.captcha = t('errors.captchaRequired')
      if (newIp !== null && newIpWay === 'code' && !passes(VerificationCodeSchema, newIpCode.trim())) e.newIpCode = t('errors.codeMissing')
      if (newIp !== null && newIpWay !== 'code' && newIpCode.trim().length < (newIpWay === 'bank' ? 1 : 6)) e.newIpCode = t('auth.required')
    } else {
      if (!looksLikeMobile(mobile.number)) e.mobile = mobile.number.trim() ? t('errors.invalidMobile') : t('auth.required')
      if (!passes(VerificationCodeSchema, smsCode.trim())) e.smsCode = t('errors.codeMissing')
    }
    return e
  }

  /** spec §4 Login success: forced password change, the agent center, or the page signed in. */
  function loggedIn(value: LoginValue) {
    if (tab === 'username' && !agentSite) remember(rememberMe ? username.trim() : null)
    const detail = { kind: 'login', firstTimeLogin: value.firstTimeLogin, user: value.user }
    if (value.passwordExpired) return ctx.switchTo('changePassword', { forced: true, oldPassword: tab === 'username' ? password : undefined, detail })
    if (value.user?.isAgent) {
      ctx.finish('none', detail)
      location.assign('/agentHome')
      return
    }
    ctx.finish('stay', detail)
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault()
    if (busy) return
    setAlert(null)
    const found = validate()
    setErrors(found)
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(form.current)
    setBusy(true)
    const sentCaptcha = tab === 'username' && captchaOn && captcha
    const payload: LoginPayload =
      tab === 'username'
        ? {
            username: username.trim(),
            password,
            type: 'username',
            site: agentSite ? 'AGENT' : 'MEMBER',
            ...(sentCaptcha ? { captcha: captchaValue.trim(), captchaId: captcha.id } : {}),
            ...(newIp === null ? {} : { [NEW_IP_FIELD[newIpWay]]: newIpCode.trim() }),
          }
        : { username: mobile.number.trim(), password: smsCode.trim(), type: 'sms', countryDialingCode: mobile.dialing, site: agentSite ? 'AGENT' : 'MEMBER' }
    const res = await encrypted(api.session.login.$post, payload)
    setBusy(false)
    if (res.success && res.value) return loggedIn(res.value)
    // Any answer to a captcha spends it (spec §4: a failure carrying the marker shows the captcha).
    if (sentCaptcha) {
      reload()
      setCaptchaValue('')
    }
    if (res.captcha && !captchaOn) setCaptchaOn(true)
    if (res.code === 'NEW_IP_VERIFICATION' && res.verification) {
      const v = res.verification as { target: string | null; methods?: string[]; expiredMinutes?: number }
      const ways = newIpWaysOf(v.methods ?? [], v.target !== null)
      setNewIp(v.target ?? '')
      setNewIpWays(ways)
      setNewIpWay(ways[0] ?? 'code')
      setNewIpCode('')
      if (v.target !== null) startNewIpCountdown(Math.max(1, v.expiredMinutes ?? 1) * 60)
      requestAnimationFrame(() => codeInput.current?.focus())
      return
    }
    const message = failureMessage(ctx, res)
    if (res.code === 'CAPTCHA_REQUIRED' || res.code === 'INVALID_CAPTCHA') {
      setErrors({ captcha: message })
      requestAnimationFrame(() => captchaInput.current?.focus())
      return
    }
    if (newIp !== null && ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_MISSING', 'CODE_WRONG', 'CODE_USED', 'CODE_REQUIRED', 'BANK_NAME_WRONG'].includes(res.code ?? '')) {
      setErrors({ newIpCode: message })
      return
    }
    if (tab === 'sms' && (res.code === 'CODE_INVALID' || res.code === 'CODE_EXPIRED' || res.code === 'CODE_MISSING')) {
      setErrors({ smsCode: message })
      return
    }
    if (tab === 'sms' && res.code === 'INVALID_MOBILE') {
      setErrors({ mobile: message })
      return
    }
    setAlert(message)
  }

  async function resendNewIpCode(): Promise<number | null> {
    // The server texts a new code when the login comes again without one (past its resend gap).
    const res = await encrypted(api.session.login.$post, { username: username.trim(), password, type: 'username', site: agentSite ? 'AGENT' : 'MEMBER' })
    if (res.code === 'NEW_IP_VERIFICATION' && res.verification) {
      setStatus(t('auth.codeSent', { minutes: res.verification.expiredMinutes ?? 1 }))
      return Math.max(1, res.verification.expiredMinutes ?? 1) * 60
    }
    if (res.success && res.value) {
      loggedIn(res.value)
      return null
    }
    ctx.notify({ tone: 'warning', message: failureMessage(ctx, res) })
    return res.code === 'SMS_TOO_SOON' && res.retryAfterSeconds ? res.retryAfterSeconds : null
  }

  async function freeplay() {
    setBusy(true)
    setAlert(null)
    // An E call with the gateway-version header (client/api.ts options), as the other logins (decision 0056).
    const res = await encrypted(api.session.login.freeplay.$post, { os: navigator.platform.slice(0, 32) || undefined, platform: 'W' })
    setBusy(false)
    if (res.success) return ctx.finish('stay', { kind: 'freeplay', firstTimeLogin: true, user: res.value?.user })
    setAlert(failureMessage(ctx, res))
  }

  const switchTab = (next: Tab) => {
    setTab(next)
    setErrors({})
    setAlert(null)
    setStatus(null)
  }

  return (
    <div className="auth-view">
      <Tabs
        label={t('auth.titles.login')}
        panelId="auth-login-form"
        value={tab}
        onChange={switchTab}
        tabs={
          smsTab
            ? [
                { key: 'username', label: t('auth.login.tabUsername') },
                { key: 'sms', label: t('auth.login.tabSms') },
              ]
            : []
        }
      />
      <form ref={form} {...tabPanelProps('auth-login-form', tab, smsTab)} className="auth-form" noValidate onSubmit={submit}>
        {tab === 'username' ? (
          <>
            <TextField
              name="username"
              label={t('auth.login.username')}
              required
              value={username}
              onValue={(v) => {
                setUsername(v)
                clearError('username')
                if (newIp !== null) setNewIp(null)
              }}
              error={errors.username}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={64}
            />
            <PasswordField
              name="password"
              label={t('auth.login.password')}
              required
              value={password}
              onValue={(v) => {
                setPassword(v)
                clearError('password')
              }}
              error={errors.password}
              autoComplete="current-password"
              maxLength={128}
              aside={
                agentSite ? undefined : (
                  <LinkButton className="auth-link--small" onClick={() => ctx.switchTo('forgot')}>
                    {t('auth.login.forgot')}
                  </LinkButton>
                )
              }
            />
            {captchaOn ? (
              <CaptchaField
                value={captchaValue}
                onValue={(v) => {
                  setCaptchaValue(v)
                  clearError('captcha')
                }}
                error={errors.captcha}
                captcha={captcha}
                reload={reload}
                inputRef={captchaInput}
              />
            ) : null}
            {newIp !== null ? (
              <div className="auth-newip" data-testid="new-ip-check">
                <p className="auth-newip__title">{t('auth.login.newIpTitle')}</p>
                {newIpWays.length > 1 ? (
                  <>
                    <p className="auth-newip__text">{t('auth.login.newIpChoose')}</p>
                    <fieldset className="auth-newip__ways" aria-label={t('auth.login.newIpTitle')}>
                      {newIpWays.map((w) => (
                        <button
                          key={w}
                          type="button"
                          aria-pressed={newIpWay === w}
                          className={newIpWay === w ? 'auth-newip__way is-on' : 'auth-newip__way'}
                          onClick={() => {
                            setNewIpWay(w)
                            setNewIpCode('')
                            clearError('newIpCode')
                          }}
                        >
                          {t(`auth.login.newIpWays.${w}`)}
                        </button>
                      ))}
                    </fieldset>
                  </>
                ) : null}
                <p className="auth-newip__text">
                  {newIpWay === 'code' ? t('auth.login.newIpText', { target: newIp }) : t(newIpWay === 'authenticator' ? 'auth.login.newIpAuthenticatorText' : 'auth.login.newIpBankText')}
                </p>
                {newIpWay === 'code' ? (
                  <TextField
                    name="verificationCode"
                    label={t('auth.code')}
                    required
                    value={newIpCode}
                    onValue={(v) => {
                      setNewIpCode(v.replace(/\D/g, '').slice(0, 6))
                      clearError('newIpCode')
                    }}
                    error={errors.newIpCode}
                    inputRef={codeInput}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder={t('auth.codePlaceholder')}
                    maxLength={6}
                    after={<SendCodeButton countdownKey="NEW_IP" label={t('auth.login.resendCode')} send={resendNewIpCode} />}
                  />
                ) : (
                  <TextField
                    key={newIpWay}
                    name={NEW_IP_FIELD[newIpWay]}
                    label={t(newIpWay === 'authenticator' ? 'auth.login.authenticatorCode' : 'auth.login.bankAccountName')}
                    required
                    value={newIpCode}
                    onValue={(v) => {
                      setNewIpCode(
                        newIpWay === 'authenticator'
                          ? v
                              .toUpperCase()
                              .replace(/[^0-9A-Z-]/g, '')
                              .slice(0, 16)
                          : v.slice(0, 100),
                      )
                      clearError('newIpCode')
                    }}
                    error={errors.newIpCode}
                    inputRef={codeInput}
                    inputMode={newIpWay === 'authenticator' ? 'text' : undefined}
                    autoComplete={newIpWay === 'authenticator' ? 'one-time-code' : 'off'}
                    maxLength={newIpWay === 'authenticator' ? 16 : 100}
                  />
                )}
              </div>
            ) : null}
            {agentSite ? null : (
              <label className="auth-check">
                <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
                <span>{t('auth.login.remember')}</span>
              </label>
            )}
          </>
        ) : (
          <>
            <TextField
              name="mobile"
              label={t('auth.mobile')}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={mobile.number}
              onValue={(v) => {
                setMobile((m) => ({ ...m, number: v }))
                clearError('mobile')
              }}
              error={errors.mobile}
              placeholder={t('auth.mobilePlaceholder')}
              maxLength={20}
              before={<DialingCode value={mobile.country} onChange={(country, dialing) => setMobile((m) => ({ ...m, country, dialing }))} />}
            />
            <TextField
              name="smsCode"
              label={t('auth.code')}
              required
              value={smsCode}
              onValue={(v) => {
                setSmsCode(v.replace(/\D/g, '').slice(0, 6))
                clearError('smsCode')
              }}
              error={errors.smsCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('auth.codePlaceholder')}
              maxLength={6}
              after={
                <SendCodeButton
                  countdownKey="LOGIN"
                  send={async () => {
                    if (!looksLikeMobile(mobile.number)) {
                      setErrors((e) => ({ ...e, mobile: mobile.number.trim() ? t('errors.invalidMobile') : t('auth.required') }))
                      focusFirstInvalid(form.current)
                      return null
                    }
                    return requestCode(
                      ctx,
                      api.verification.verification.sms.noLogin.$post({ json: { mobileNum: mobile.number.trim(), countryDialingCode: mobile.dialing, purpose: 'LOGIN' } }),
                      setStatus,
                    )
                  }}
                />
              }
            />
          </>
        )}
        <FormStatus message={status} />
        <FormAlert message={alert} />
        <SubmitButton busy={busy}>{t('auth.login.submit')}</SubmitButton>
        {flags.freeplay && !agentSite ? (
          <>
            <div className="auth-or">
              <span>{t('auth.or')}</span>
            </div>
            <button type="button" className="btn btn--ghost auth-secondary" onClick={freeplay} disabled={busy}>
              {t('auth.login.freeplay')}
            </button>
          </>
        ) : null}
      </form>
      {agentSite ? null : (
        <p className="auth-switch">
          {t('auth.login.noAccount')} <LinkButton onClick={() => ctx.switchTo('register')}>{t('auth.login.register')}</LinkButton>
        </p>
      )}
    </div>
  )
}
