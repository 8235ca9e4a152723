/**
 * Register (spec §3 registration user, §4 Register, §5 Register and server-driven field rules):
 * username and mobile tabs (shown when both are enabled; mobile first when its flag is on), every
 * enabled field of the brand's settings with the rule the server enforces (`checkField`), the SMS
 * code on the mobile tab when verification is on, a captcha, and the 18+/terms consent, which must
 * be ticked before anything else is checked.
 * Loaded on demand by AuthDialogs (its client boundary), inside its AuthContext.
 */
import { useRef, useState, type FormEvent } from 'react'
import { checkField } from '../../../shared/validation/patterns'
import { api, call, encrypted } from '../../api'
import {
  CaptchaField,
  DialingCode,
  EMPTY_MOBILE,
  LinkButton,
  PasswordField,
  REGISTER_FIELDS,
  SendCodeButton,
  Tabs,
  failureMessage,
  requestCode,
  serverFieldErrors,
  useAuth,
  useCaptcha,
  type MobileValue,
  type RegisterField,
  type RegisterFieldSetting,
  tabPanelProps,
} from './dialog'
import { TermsBox } from './terms-box'
import { FormAlert, FormStatus, SubmitButton, TextField, focusFirstInvalid, useFocusFirst } from '../../components/form-kit'
import type { AuthTextKey } from './texts'

type Tab = 'username' | 'mobile'

/** Fields drawn elsewhere in the form (captcha at the bottom) or only on one tab. */
const PLACED: ReadonlySet<RegisterField> = new Set(['username', 'mobileNum', 'verificationCode', 'captcha'])
const SECRET: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword'])
/** Fields whose rule text is worth showing before anything is typed. */
const HINTED: ReadonlySet<RegisterField> = new Set(['username', 'password', 'paymentPassword'])

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  captcha: 'off',
}

export function RegisterView() {
  const ctx = useAuth()
  const { t, tKey, flags, registerSettings: settings, referralCode } = ctx
  const tabs: Tab[] = [...(flags.mobile ? ['mobile' as const] : []), ...(flags.username ? ['username' as const] : [])]
  const [tab, setTab] = useState<Tab>(tabs[0] ?? 'username')
  const codeOn = flags.mobileVerification || settings.verificationCode?.enabled === true
  const [values, setValues] = useState<Record<string, string>>(() => ({ referralCode: settings.referralCode?.enabled ? (referralCode ?? '') : '' }))
  const [mobile, setMobile] = useState<MobileValue>(EMPTY_MOBILE)
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const captchaOn = settings.captcha?.enabled === true
  const { captcha, reload } = useCaptcha(captchaOn)
  const form = useRef<HTMLFormElement>(null)
  const termsBox = useRef<HTMLInputElement>(null)
  useFocusFirst(form, tab)

  /** The rule the server applies to a field on this tab (register-settings `validateRegistration`). */
  const ruleOf = (field: RegisterField): RegisterFieldSetting | null => {
    const base = settings[field]
    if (!base) return null
    if (field === 'username') return tab === 'username' ? { ...base, enabled: true, required: true } : null
    if (field === 'mobileNum') return tab === 'mobile' ? { ...base, enabled: true, required: true } : base
    if (field === 'verificationCode') return tab === 'mobile' && codeOn ? { ...base, enabled: true, required: base.required || flags.mobileVerification } : null
    if (field === 'password') return { ...base, enabled: true, required: true }
    if (field === 'paymentPassword' && base.enabled) return { ...base, required: true }
    return base
  }

  /** The fields of this tab, in form order (captcha is drawn separately). */
  const shown: RegisterField[] =
    tab === 'mobile'
      ? ['mobileNum', ...(codeOn ? ['verificationCode' as const] : []), ...REGISTER_FIELDS.filter((f) => !PLACED.has(f) && ruleOf(f)?.enabled)]
      : REGISTER_FIELDS.filter((f) => f !== 'captcha' && f !== 'verificationCode' && ruleOf(f)?.enabled)

  const fieldValue = (field: RegisterField) => (SECRET.has(field) ? (values[field] ?? '') : (values[field] ?? '').trim())

  /** The error of one field, or '' (the rule text with min and max; the confirmation must match). */
  function check(field: RegisterField, all = values): string {
    if (field === 'captcha') {
      if (!(all.captcha ?? '').trim()) return t('errors.captchaRequired')
      const r = checkField(settings.captcha, (all.captcha ?? '').trim())
      return r.ok ? '' : tKey(r.messageKey, r.params)
    }
    const rule = ruleOf(field)
    if (!rule?.enabled) return ''
    const raw = all[field] ?? ''
    const r = checkField(rule, SECRET.has(field) ? raw : raw.trim())
    if (!r.ok) return tKey(r.messageKey, r.params)
    if (field === 'confirmPassword' && raw !== (all.password ?? '')) return t('validation.confirmMismatch')
    return ''
  }

  const setValue = (field: RegisterField, v: string) => {
    const next = { ...values, [field]: v }
    setValues(next)
    // Errors clear as soon as the value is right (and the confirmation follows the password).
    setErrors((e) => {
      const out = { ...e }
      if (e[field]) out[field] = check(field, next)
      if (field === 'password' && e.confirmPassword) out.confirmPassword = check('confirmPassword', next)
      return out
    })
  }
  const blur = (field: RegisterField) => {
    if ((values[field] ?? '') !== '' || errors[field]) setErrors((e) => ({ ...e, [field]: check(field) }))
  }

  function validateAll(): Record<string, string> {
    const e: Record<string, string> = {}
    for (const f of shown) e[f] = check(f)
    if (captchaOn) e.captcha = check('captcha')
    return e
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault()
    if (busy) return
    setAlert(null)
    if (!terms) {
      setErrors({ terms: t('auth.register.termsRequired') })
      termsBox.current?.focus()
      return
    }
    const found = validateAll()
    setErrors(found)
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(form.current)

    const body: Record<string, unknown> = {
      registerMethod: 'WEB',
      registerUrl: location.href.slice(0, 500),
      domain: location.hostname.slice(0, 200),
      login: true,
    }
    for (const f of shown) {
      const v = fieldValue(f)
      if (v) body[f] = v
    }
    if (body.mobileNum) body.countryDialingCode = mobile.dialing
    // The link's referral code counts even where the brand hides the field, and stands in for an
    // empty invitation code (the server reads affiliateCode || referralCode).
    const referral = fieldValue('referralCode') || referralCode?.trim() || ''
    if (referral) body.referralCode = referral
    if (settings.affiliateCode?.enabled && !body.affiliateCode && referral) body.affiliateCode = referral
    const invitation = (body.affiliateCode as string | undefined) || referral
    if (captchaOn && captcha) {
      body.captcha = (values.captcha ?? '').trim()
      body.captchaId = captcha.id
    }

    setBusy(true)
    try {
      // spec §4: check the invitation code first, so a bad one spends neither the captcha nor the SMS code.
      if (invitation) {
        const aff = await call(api.registration.agent.affiliate.$get({ query: { code: invitation, domain: location.hostname } }))
        if (!aff.success) {
          if (aff.code === 'AFFILIATE_INVALID' || aff.status === 404) ctx.notify({ tone: 'warning', message: aff.message ?? t('errors.invalidInvitationCode') })
          else setAlert(failureMessage(ctx, aff))
          return
        }
      }
      const res = await encrypted(tab === 'mobile' ? api.registration.member.register.mobile.$put : api.registration.member.register.$put, body)
      if (res.success) return ctx.finish('home', { kind: 'register', firstTimeLogin: true, user: (res.value as { user?: unknown } | undefined)?.user })
      if (captchaOn) {
        reload()
        setValues((v) => ({ ...v, captcha: '' }))
      }
      const message = failureMessage(ctx, res)
      const fieldErrors = serverFieldErrors(ctx, res)
      const byCode: Record<string, RegisterField> = {
        INVALID_CAPTCHA: 'captcha',
        CAPTCHA_REQUIRED: 'captcha',
        ACCOUNT_EXISTS: 'username',
        MOBILE_EXISTS: 'mobileNum',
        INVALID_MOBILE: 'mobileNum',
        CODE_INVALID: 'verificationCode',
        CODE_EXPIRED: 'verificationCode',
        CODE_MISSING: 'verificationCode',
        RECOMMENDER_INVALID: 'recommenderId',
      }
      const target = res.code ? byCode[res.code] : undefined
      if (target && (target === 'captcha' || shown.includes(target)) && !fieldErrors[target]) fieldErrors[target] = message
      if (res.code === 'AFFILIATE_INVALID') {
        ctx.notify({ tone: 'warning', message })
        return
      }
      const placed = Object.keys(fieldErrors).filter((f) => f === 'captcha' || shown.includes(f as RegisterField))
      if (placed.length) {
        setErrors(Object.fromEntries(placed.map((f) => [f, fieldErrors[f]])))
        const unplaced = Object.keys(fieldErrors).filter((f) => !placed.includes(f))
        if (unplaced.length) setAlert(unplaced.map((f) => fieldErrors[f]).join(' '))
        focusFirstInvalid(form.current)
        return
      }
      setAlert(message)
    } finally {
      setBusy(false)
    }
  }

  const label = (field: RegisterField) => t(`auth.fields.${field}` as AuthTextKey)
  const hintOf = (field: RegisterField) => {
    const rule = ruleOf(field)
    if (!rule || !HINTED.has(field)) return undefined
    const r = checkField({ ...rule, required: true }, '')
    return r.ok ? undefined : tKey(r.messageKey, r.params)
  }

  function renderField(field: RegisterField) {
    const rule = ruleOf(field)
    if (!rule) return null
    const common = {
      key: field,
      name: field,
      label: label(field),
      required: rule.required,
      value: values[field] ?? '',
      onValue: (v: string) => setValue(field, v),
      onBlur: () => blur(field),
      error: errors[field] || undefined,
      hint: hintOf(field),
      autoComplete: AUTOCOMPLETE[field] ?? 'off',
      maxLength: Math.min(200, Math.max(rule.maxLength, 1)),
    }
    if (SECRET.has(field)) {
      const { key, ...rest } = common
      return <PasswordField key={key} {...rest} inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined} />
    }
    const { key, ...rest } = common
    if (field === 'mobileNum') {
      return (
        <TextField
          key={key}
          {...rest}
          type="tel"
          inputMode="numeric"
          placeholder={t('auth.mobilePlaceholder')}
          onValue={(v) => setValue(field, rule.patternId === 'DIGITS' ? v.replace(/\D/g, '') : v)}
          before={<DialingCode value={mobile.country} onChange={(country, dialing) => setMobile((m) => ({ ...m, country, dialing }))} />}
        />
      )
    }
    if (field === 'verificationCode') {
      return (
        <TextField
          key={key}
          {...rest}
          inputMode="numeric"
          placeholder={t('auth.codePlaceholder')}
          onValue={(v) => setValue(field, v.replace(/\D/g, ''))}
          after={
            <SendCodeButton
              countdownKey="REGISTER"
              send={async () => {
                const problem = check('mobileNum')
                if (problem) {
                  setErrors((e) => ({ ...e, mobileNum: problem }))
                  focusFirstInvalid(form.current)
                  return null
                }
                return requestCode(ctx, api.verification.verification.sms.register.$post({ json: { mobileNo: fieldValue('mobileNum'), countryDialingCode: mobile.dialing } }), setStatus)
              }}
            />
          }
        />
      )
    }
    return (
      <TextField
        key={key}
        {...rest}
        type={field === 'email' ? 'email' : 'text'}
        inputMode={rule.patternId === 'DIGITS' ? 'numeric' : field === 'email' ? 'email' : undefined}
        autoCapitalize={field === 'payeeName' ? 'words' : 'none'}
        autoCorrect="off"
        spellCheck={false}
      />
    )
  }

  return (
    <div className="auth-view">
      <Tabs
        label={t('auth.titles.register')}
        panelId="auth-register-form"
        value={tab}
        onChange={(next) => {
          setTab(next)
          setErrors({})
          setAlert(null)
          setStatus(null)
        }}
        tabs={tabs.map((k) => ({ key: k, label: k === 'mobile' ? t('auth.register.tabMobile') : t('auth.register.tabUsername') }))}
      />
      <form ref={form} {...tabPanelProps('auth-register-form', tab, tabs.length > 1)} className="auth-form" noValidate onSubmit={submit}>
        {shown.map(renderField)}
        {captchaOn ? <CaptchaField value={values.captcha ?? ''} onValue={(v) => setValue('captcha', v)} error={errors.captcha || undefined} captcha={captcha} reload={reload} /> : null}
        <TermsBox
          inputRef={termsBox}
          checked={terms}
          onCheck={(on) => {
            setTerms(on)
            if (on) setErrors((x) => ({ ...x, terms: '' }))
          }}
          error={errors.terms || undefined}
          errorId="auth-terms-error"
        />
        <FormStatus message={status} />
        <FormAlert message={alert} />
        <SubmitButton busy={busy}>{t('auth.register.submit')}</SubmitButton>
      </form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <LinkButton onClick={() => ctx.switchTo('login')}>{t('auth.register.login')}</LinkButton>
      </p>
    </div>
  )
}
