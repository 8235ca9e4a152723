/**
 * Finishing a first sign-in through a social account (decision 0054): the provider came back with
 * an account the lobby does not know yet. Either a new member — a username, the brand's other
 * required registration fields (no password, captcha or SMS code: the provider's account stands
 * for them) and the terms and 18+ box (spec §4 Register) — or a link to the account the visitor
 * already has, after its username and password (sent encrypted like a login). Both sign in.
 * Loaded on demand by the account dialog (auth-modal.tsx), inside its AuthContext.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { api, call, encrypted } from '../../api'
import { FormAlert, SubmitButton, TextField, focusFirstInvalid, useFocusFirst } from '../../components/form-kit'
import { PasswordField, failureMessage, serverFieldErrors, useAuth, type RegisterField } from './dialog'
import type { AuthTextKey } from './texts'
import { TermsBox } from './terms-box'

/** Registration fields asked for when the brand requires them (the rest are the provider's or not asked). */
const ASKED: RegisterField[] = ['payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat']

export function SocialView() {
  const ctx = useAuth()
  const { t, tKey, registerSettings, referralCode } = ctx
  // The username rule said up front, as the register form does.
  const nameRule = registerSettings.username
  const nameHint = nameRule && nameRule.patternId !== 'ANY' ? tKey(`validation.pattern.${nameRule.patternId}`, { min: nameRule.minLength, max: nameRule.maxLength }) : undefined
  // Which account waits is asked for, never rendered into the page (pages are cached for visitors).
  const [pending, setPending] = useState<{ providerName: string; who: string } | null | 'expired'>(null)
  useEffect(() => {
    let live = true
    void call(api.social.auth.social.pending.$get()).then((res) => {
      if (live) setPending(res.success && res.value ? res.value : 'expired')
    })
    return () => {
      live = false
    }
  }, [])
  const provider = pending && pending !== 'expired' ? pending.providerName : ''
  const extra = ASKED.filter((f) => registerSettings[f]?.enabled && registerSettings[f]?.required)
  const [values, setValues] = useState<Record<string, string>>({})
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [login, setLogin] = useState({ username: '', password: '' })
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({})
  const [linkAlert, setLinkAlert] = useState<string | null>(null)
  const [linkBusy, setLinkBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const linkForm = useRef<HTMLFormElement>(null)
  useFocusFirst(form, pending)

  const setValue = (field: string, v: string) => {
    setValues((x) => ({ ...x, [field]: v }))
    setErrors((x) => ({ ...x, [field]: '' }))
  }

  async function create(e: FormEvent) {
    e.preventDefault()
    const problems: Record<string, string> = {}
    for (const f of ['username', ...extra]) if (!values[f]?.trim()) problems[f] = t('auth.required')
    if (!terms) problems.terms = t('auth.register.termsRequired')
    setErrors(problems)
    setAlert(null)
    if (Object.keys(problems).length) return focusFirstInvalid(form.current)
    setBusy(true)
    try {
      const body = { ...Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim())), username: values.username!.trim(), terms: true as const, ...(referralCode ? { referralCode } : {}) }
      const res = await call(api.social.auth.social.register.$post({ json: body }))
      if (res.success) return ctx.finish('home', { user: res.value?.user })
      const fields = serverFieldErrors(ctx, res)
      if (res.code === 'ACCOUNT_EXISTS') fields.username = failureMessage(ctx, res)
      const placed = Object.keys(fields).filter((f) => f === 'username' || extra.includes(f as RegisterField))
      if (placed.length) {
        setErrors(Object.fromEntries(placed.map((f) => [f, fields[f]!])))
        focusFirstInvalid(form.current)
      } else setAlert(failureMessage(ctx, res))
    } finally {
      setBusy(false)
    }
  }

  async function link(e: FormEvent) {
    e.preventDefault()
    const problems: Record<string, string> = {}
    if (!login.username.trim()) problems.username = t('auth.required')
    if (!login.password) problems.password = t('auth.required')
    setLinkErrors(problems)
    setLinkAlert(null)
    if (Object.keys(problems).length) return focusFirstInvalid(linkForm.current)
    setLinkBusy(true)
    try {
      const res = await encrypted(api.social.auth.social.link.$post, { username: login.username.trim(), password: login.password })
      if (res.success) return ctx.finish('home', { user: res.value?.user })
      setLinkAlert(failureMessage(ctx, res))
    } finally {
      setLinkBusy(false)
    }
  }

  if (pending === 'expired')
    return (
      <div className="auth-view auth-complete" data-testid="social-complete">
        <FormAlert message={t('social.errors.expired')} />
        <button type="button" className="btn btn--primary auth-complete__again" onClick={() => ctx.switchTo('login')}>
          {t('auth.titles.login')}
        </button>
      </div>
    )
  if (!pending)
    return (
      <div className="auth__loading" aria-busy="true">
        <span className="auth-spinner" aria-hidden="true" />
        <span className="sr-only">{t('auth.pleaseWait')}</span>
      </div>
    )
  return (
    <div className="auth-view auth-complete" data-testid="social-complete">
      <p className="auth-complete__who">{t('social.signedInAs', { provider, who: pending.who })}</p>
      <form ref={form} className="auth-form" noValidate onSubmit={create} aria-labelledby="social-new-title">
        <h3 id="social-new-title" className="auth-complete__title">
          {t('social.newAccount')}
        </h3>
        <p className="auth-complete__hint">{t('social.newAccountHint', { provider })}</p>
        <TextField
          name="username"
          label={t('auth.fields.username')}
          required
          value={values.username ?? ''}
          onValue={(v) => setValue('username', v)}
          error={errors.username || undefined}
          hint={nameHint}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
        />
        {extra.map((f) => (
          <TextField
            key={f}
            name={f}
            label={t(`auth.fields.${f}` as AuthTextKey)}
            required
            value={values[f] ?? ''}
            onValue={(v) => setValue(f, v)}
            error={errors[f] || undefined}
            type={f === 'email' ? 'email' : f === 'mobileNum' ? 'tel' : 'text'}
            maxLength={200}
          />
        ))}
        <TermsBox
          checked={terms}
          onCheck={(on) => {
            setTerms(on)
            if (on) setErrors((x) => ({ ...x, terms: '' }))
          }}
          error={errors.terms || undefined}
          errorId="social-terms-error"
        />
        <FormAlert message={alert} />
        <SubmitButton busy={busy}>{t('social.create')}</SubmitButton>
      </form>
      <p className="auth-complete__or">
        <span>{t('auth.or')}</span>
      </p>
      <form ref={linkForm} className="auth-form" noValidate onSubmit={link} aria-labelledby="social-link-title">
        <h3 id="social-link-title" className="auth-complete__title">
          {t('social.existing')}
        </h3>
        <p className="auth-complete__hint">{t('social.existingHint', { provider })}</p>
        <TextField
          name="linkUsername"
          label={t('auth.fields.username')}
          required
          value={login.username}
          onValue={(v) => setLogin((l) => ({ ...l, username: v }))}
          error={linkErrors.username || undefined}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
        />
        <PasswordField
          name="linkPassword"
          label={t('auth.fields.password')}
          required
          value={login.password}
          onValue={(v) => setLogin((l) => ({ ...l, password: v }))}
          error={linkErrors.password || undefined}
          autoComplete="current-password"
          maxLength={128}
        />
        <FormAlert message={linkAlert} />
        <SubmitButton busy={linkBusy}>{t('social.link')}</SubmitButton>
      </form>
    </div>
  )
}
