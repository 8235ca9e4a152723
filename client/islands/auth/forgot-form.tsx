/**
 * Forgot password (spec §3 forgot by email / by phone, §4 Forgot password, §5, §8): by mobile — an
 * SMS code, then a new password, after which the member is logged in — or by email — username and
 * email, answered with the in_been_out message and an OK button.
 * Loaded on demand by AuthDialogs (its client boundary), inside its AuthContext.
 */
import { useRef, useState, type FormEvent } from 'react'
import { checkField } from '../../../shared/validation/patterns'
import { api, call, encrypted } from '../../api'
import {
  DialingCode,
  EMPTY_MOBILE,
  LinkButton,
  SendCodeButton,
  Tabs,
  failureMessage,
  looksLikeMobile,
  requestCode,
  serverFieldErrors,
  useAuth,
  type MobileValue,
  NewPasswordFields,
  tabPanelProps,
} from './dialog'
import { FormAlert, FormStatus, SubmitButton, TextField, focusFirstInvalid, passes, useFocusFirst } from '../../components/form-kit'
import { VerificationCodeSchema } from '../../../shared/schemas/member'

type Tab = 'mobile' | 'email'
const EMAIL_RULE = { enabled: true, required: true, patternId: 'EMAIL', minLength: 3, maxLength: 200 }

export function ForgotView() {
  const ctx = useAuth()
  const { t, tKey, flags, registerSettings } = ctx
  const [tab, setTab] = useState<Tab>(flags.mobile ? 'mobile' : 'email')
  const [mobile, setMobile] = useState<MobileValue>(EMPTY_MOBILE)
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirst(form, tab)

  const passwordRule = { ...registerSettings.password, enabled: true, required: true }
  const passwordProblem = (v: string) => {
    const r = checkField(passwordRule, v)
    return r.ok ? '' : tKey(r.messageKey, r.params)
  }
  const passwordHint = (() => {
    const r = checkField(passwordRule, '')
    return r.ok ? undefined : tKey(r.messageKey, r.params)
  })()
  const clearError = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e))
  const mobileProblem = () => (looksLikeMobile(mobile.number) ? '' : mobile.number.trim() ? t('errors.invalidMobile') : t('auth.required'))

  function validate(): Record<string, string> {
    if (tab === 'email') {
      return {
        username: username.trim() ? '' : t('auth.required'),
        email: !email.trim() ? t('auth.required') : checkField(EMAIL_RULE, email.trim()).ok ? '' : t('auth.emailInvalid'),
      }
    }
    return {
      mobile: mobileProblem(),
      code: passes(VerificationCodeSchema, code.trim()) ? '' : t('errors.codeMissing'),
      newPassword: passwordProblem(newPassword),
      confirm: !confirm ? t('auth.required') : confirm !== newPassword ? t('validation.confirmMismatch') : '',
    }
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault()
    if (busy) return
    setAlert(null)
    const found = validate()
    setErrors(found)
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(form.current)
    setBusy(true)
    try {
      if (tab === 'email') {
        const res = await call(api.verification.member.password.email.$post({ json: { username: username.trim(), email: email.trim() } }))
        if (res.success) {
          ctx.notify({ tone: 'success', message: t('auth.forgot.emailSent'), onOk: () => ctx.switchTo('login') })
          return
        }
        const fields = serverFieldErrors(ctx, res)
        if (fields.email || fields.username) setErrors({ email: fields.email ? t('auth.emailInvalid') : '', username: fields.username ? t('auth.required') : '' })
        else setAlert(failureMessage(ctx, res))
        return
      }
      const res = await encrypted(api.verification.member.password.verification.$post, {
        mobileNum: mobile.number.trim(),
        countryDialingCode: mobile.dialing,
        verificationCode: code.trim(),
        newPassword,
        confirmNewPassword: confirm,
      })
      // spec §4: after a phone reset the member is logged in with the new password.
      if (res.success) return ctx.finish('home', { kind: 'reset', user: (res.value as { user?: unknown } | undefined)?.user })
      const message = failureMessage(ctx, res)
      const fields = serverFieldErrors(ctx, res)
      if (res.code === 'CODE_INVALID' || res.code === 'CODE_EXPIRED' || res.code === 'CODE_MISSING') setErrors({ code: message })
      else if (res.code === 'INVALID_MOBILE') setErrors({ mobile: message })
      else if (res.code === 'CONFIRMATION_MISMATCH') setErrors({ confirm: message })
      else if (fields.newPassword) setErrors({ newPassword: fields.newPassword })
      else setAlert(message)
      focusFirstInvalid(form.current)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="auth-view">
      <Tabs
        label={t('auth.titles.forgot')}
        panelId="auth-forgot-form"
        value={tab}
        onChange={(next) => {
          setTab(next)
          setErrors({})
          setAlert(null)
          setStatus(null)
        }}
        tabs={[
          { key: 'mobile', label: t('auth.forgot.tabMobile') },
          { key: 'email', label: t('auth.forgot.tabEmail') },
        ]}
      />
      <form ref={form} {...tabPanelProps('auth-forgot-form', tab, true)} className="auth-form" noValidate onSubmit={submit}>
        {tab === 'mobile' ? (
          <>
            <p className="auth-intro">{t('auth.forgot.mobileIntro')}</p>
            <TextField
              name="mobileNum"
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
              error={errors.mobile || undefined}
              placeholder={t('auth.mobilePlaceholder')}
              maxLength={20}
              before={<DialingCode value={mobile.country} onChange={(country, dialing) => setMobile((m) => ({ ...m, country, dialing }))} />}
            />
            <TextField
              name="verificationCode"
              label={t('auth.code')}
              required
              value={code}
              onValue={(v) => {
                setCode(v.replace(/\D/g, '').slice(0, 6))
                clearError('code')
              }}
              error={errors.code || undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('auth.codePlaceholder')}
              maxLength={6}
              after={
                <SendCodeButton
                  countdownKey="RESET"
                  send={async () => {
                    const problem = mobileProblem()
                    if (problem) {
                      setErrors((e) => ({ ...e, mobile: problem }))
                      focusFirstInvalid(form.current)
                      return null
                    }
                    return requestCode(
                      ctx,
                      api.verification.verification.sms.noLogin.$post({ json: { mobileNum: mobile.number.trim(), countryDialingCode: mobile.dialing, purpose: 'RESET' } }),
                      setStatus,
                    )
                  }}
                />
              }
            />
            <NewPasswordFields
              labels={{ newPassword: t('auth.forgot.newPassword'), confirm: t('auth.forgot.confirmPassword') }}
              newPassword={newPassword}
              confirm={confirm}
              onNewPassword={(v) => {
                setNewPassword(v)
                clearError('newPassword')
              }}
              onConfirm={(v) => {
                setConfirm(v)
                clearError('confirm')
              }}
              errors={errors}
              setErrors={setErrors}
              problem={passwordProblem}
              hint={passwordHint}
              mismatch={t('validation.confirmMismatch')}
            />
          </>
        ) : (
          <>
            <p className="auth-intro">{t('auth.forgot.emailIntro')}</p>
            <TextField
              name="username"
              label={t('auth.forgot.username')}
              required
              value={username}
              onValue={(v) => {
                setUsername(v)
                clearError('username')
              }}
              error={errors.username || undefined}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={64}
            />
            <TextField
              name="email"
              label={t('auth.forgot.email')}
              required
              type="email"
              inputMode="email"
              value={email}
              onValue={(v) => {
                setEmail(v)
                clearError('email')
              }}
              error={errors.email || undefined}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={200}
            />
          </>
        )}
        <FormStatus message={status} />
        <FormAlert message={alert} />
        <SubmitButton busy={busy}>{tab === 'mobile' ? t('auth.forgot.submitMobile') : t('auth.forgot.submitEmail')}</SubmitButton>
      </form>
      <p className="auth-switch">
        <LinkButton onClick={() => ctx.switchTo('login')}>{t('auth.forgot.backToLogin')}</LinkButton>
      </p>
    </div>
  )
}
