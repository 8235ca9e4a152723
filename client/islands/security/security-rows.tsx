'use client'
/**
 * Account security rows of the security center (issue 8): login password, withdrawal PIN, mobile
 * number and e-mail, each with its state and an action that opens its form in place (one at a time):
 * - change password: current, new (brand rule, checked by the server), confirmation, and under
 *   CHNGPASSVERIF3 a code sent to the bound mobile or e-mail — POST /wps/member/password (E);
 * - set or change the withdrawal PIN (the current one to change) — POST /wps/member/payment-password (E);
 * - bind or change the mobile / e-mail: a code sent to the new one (POST /wps/member/security/code),
 *   and the login password to change a bound one — POST /wps/member/mobile, /wps/member/email (E).
 * After a change the page re-renders from the server.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { refresh } from '../../router'
import { api, call, encrypted } from '../../api'
import { FormAlert, TextField, PinInput, SubmitButton, failureText, passes, translator, useForm, type T, type Texts } from '../../components/form-kit'
import { VerificationCodeSchema } from '../../../shared/schemas/member'
import { PaymentPasswordSchema } from '../../../shared/schemas/wallet'

export type SecurityRowKey = 'loginPassword' | 'paymentPassword' | 'mobile' | 'email'

export interface SecurityRowsProps {
  /** The bound mobile (E.164) and e-mail, or null. */
  mobile: string | null
  email: string | null
  pinSet: boolean
  /** Where the code of a password change goes (CHNGPASSVERIF3), masked; null when none is needed. */
  passwordCode: { channel: 'sms' | 'email'; target: string } | null
  /** Dialing codes for the mobile form, the brand's first. */
  dialingCodes: string[]
  texts: Texts
}

/** The send-code button with the resend countdown (60 s, the server's gap between two sends). */
function SendCode({ t, onSend, disabled }: { t: T; onSend: () => Promise<{ ok: boolean; message?: string; minutes?: number; target?: string }>; disabled?: boolean }) {
  const [wait, setWait] = useState(0)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => {
    if (wait <= 0) return
    const id = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(id)
  }, [wait])
  async function click() {
    setBusy(true)
    const r = await onSend()
    setBusy(false)
    if (r.ok) {
      setWait(60)
      setNote({ ok: true, text: r.target ? t('security.code.sentTo', { target: r.target, minutes: r.minutes ?? 5 }) : t('security.code.sent', { minutes: r.minutes ?? 5 }) })
    } else setNote({ ok: false, text: r.message ?? '' })
  }
  return (
    <div className="sc-code">
      <button type="button" className="btn btn--ghost sc-code__btn" onClick={click} disabled={disabled || busy || wait > 0} data-testid="send-code">
        {wait > 0 ? t('security.code.resend', { seconds: wait }) : t('security.code.send')}
      </button>
      {note ? (
        <p className={note.ok ? 'sc-code__note' : 'sc-code__note is-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      ) : null}
    </div>
  )
}

function PasswordForm({ t, code, onDone }: { t: T; code: SecurityRowsProps['passwordCode']; onDone: (msg: string) => void }) {
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '', verificationCode: '' })
  const { busy, alert, errors, clear, form, submitWith, failed, setErrors } = useForm()
  const set = (k: keyof typeof v) => (x: string) => {
    setV((s) => ({ ...s, [k]: x }))
    clear(k)
  }
  const submit = submitWith(
    () => {
      const e: Record<string, string> = {}
      for (const k of ['oldPassword', 'newPassword', 'confirmNewPassword'] as const) if (!v[k]) e[k] = t('walletUi.common.required')
      if (!e.confirmNewPassword && v.confirmNewPassword !== v.newPassword) e.confirmNewPassword = t('validation.confirmMismatch')
      if (code && !passes(VerificationCodeSchema, v.verificationCode)) e.verificationCode = t('errors.codeMissing')
      return Object.keys(e).length ? { ok: false as const, errors: e } : { ok: true as const, value: v }
    },
    async (body) => {
      const res = await encrypted(api.member.password.$post, code ? body : { ...body, verificationCode: undefined })
      if (res.success) return onDone(t('security.password.done'))
      if (res.code === 'WRONG_PASSWORD') setErrors({ oldPassword: failureText(t, res) })
      else if (res.code === 'SAME_PASSWORD' || res.code === 'VALIDATION') setErrors({ newPassword: res.fields?.[0]?.message ?? failureText(t, res) })
      else if (res.code?.startsWith('CODE_') || res.code === 'VERIFICATION_REQUIRED') setErrors({ verificationCode: failureText(t, res) })
      else failed(res, t)
    },
  )
  return (
    <form ref={form} className="wform sc-form" noValidate onSubmit={submit} data-testid="password-form">
      <TextField
        name="oldPassword"
        type="password"
        label={t('security.password.current')}
        value={v.oldPassword}
        onValue={set('oldPassword')}
        error={errors.oldPassword || undefined}
        autoComplete="current-password"
        maxLength={128}
      />
      <div className="wgrid2">
        <TextField
          name="newPassword"
          type="password"
          label={t('security.password.new')}
          value={v.newPassword}
          onValue={set('newPassword')}
          error={errors.newPassword || undefined}
          autoComplete="new-password"
          maxLength={128}
        />
        <TextField
          name="confirmNewPassword"
          type="password"
          label={t('security.password.confirm')}
          value={v.confirmNewPassword}
          onValue={set('confirmNewPassword')}
          error={errors.confirmNewPassword || undefined}
          autoComplete="new-password"
          maxLength={128}
        />
      </div>
      {code ? (
        <div className="sc-coderow">
          <TextField
            name="verificationCode"
            label={t('security.code.label')}
            value={v.verificationCode}
            onValue={(x) => set('verificationCode')(x.replace(/\D/g, '').slice(0, 6))}
            error={errors.verificationCode || undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={t('security.password.codeTo', { target: code.target })}
          />
          <SendCode
            t={t}
            onSend={async () => {
              const r = await call(api.security.security.code.$post({ json: { purpose: 'PASSWORD' } }))
              return r.success ? { ok: true, minutes: r.value?.expiredMinutes, target: (r.value as { target?: string } | undefined)?.target } : { ok: false, message: failureText(t, r) }
            }}
          />
        </div>
      ) : null}
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t('security.password.submit')}
      </SubmitButton>
    </form>
  )
}

function PinForm({ t, pinSet, onDone }: { t: T; pinSet: boolean; onDone: (msg: string) => void }) {
  const [v, setV] = useState({ oldPassword: '', password: '', confirmPassword: '' })
  const { busy, alert, errors, clear, form, submitWith, failed, setErrors } = useForm()
  const set = (k: keyof typeof v) => (x: string) => {
    setV((s) => ({ ...s, [k]: x }))
    clear(k)
  }
  const submit = submitWith(
    () => {
      const e: Record<string, string> = {}
      if (pinSet && !passes(PaymentPasswordSchema, v.oldPassword)) e.oldPassword = t('security.pin.hint')
      if (!passes(PaymentPasswordSchema, v.password)) e.password = t('security.pin.hint')
      if (v.confirmPassword !== v.password) e.confirmPassword = t('validation.confirmMismatch')
      return Object.keys(e).length ? { ok: false as const, errors: e } : { ok: true as const, value: v }
    },
    async (body) => {
      const res = await encrypted(api.wallet.member['payment-password'].$post, pinSet ? body : { password: body.password, confirmPassword: body.confirmPassword })
      if (res.success) return onDone(t('security.pin.done'))
      if (res.code === 'PAYMENT_PASSWORD_WRONG') setErrors({ oldPassword: failureText(t, res) })
      else failed(res, t)
    },
  )
  return (
    <form ref={form} className="wform sc-form" noValidate onSubmit={submit} data-testid="pin-form">
      {pinSet ? <PinInput name="oldPassword" label={t('security.pin.current')} value={v.oldPassword} onValue={set('oldPassword')} error={errors.oldPassword || undefined} /> : null}
      <div className="wgrid2">
        <PinInput name="password" label={t('security.pin.new')} value={v.password} onValue={set('password')} error={errors.password || undefined} hint={t('security.pin.hint')} />
        <PinInput name="confirmPassword" label={t('security.pin.confirm')} value={v.confirmPassword} onValue={set('confirmPassword')} error={errors.confirmPassword || undefined} />
      </div>
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t('security.pin.submit')}
      </SubmitButton>
    </form>
  )
}

function BindForm({ t, kind, bound, dialingCodes, onDone }: { t: T; kind: 'mobile' | 'email'; bound: boolean; dialingCodes: string[]; onDone: (msg: string) => void }) {
  const [v, setV] = useState({ target: '', countryDialingCode: dialingCodes[0] ?? '+63', verificationCode: '', password: '' })
  const { busy, alert, errors, clear, form, submitWith, failed, setErrors } = useForm()
  const set = (k: keyof typeof v) => (x: string) => {
    setV((s) => ({ ...s, [k]: x }))
    clear(k === 'target' ? (kind === 'mobile' ? 'mobileNum' : 'email') : k)
  }
  const targetName = kind === 'mobile' ? 'mobileNum' : 'email'
  const submit = submitWith(
    () => {
      const e: Record<string, string> = {}
      if (!v.target.trim()) e[targetName] = t('walletUi.common.required')
      if (!passes(VerificationCodeSchema, v.verificationCode)) e.verificationCode = t('errors.codeMissing')
      if (bound && !v.password) e.password = t('security.errors.passwordRequired')
      return Object.keys(e).length ? { ok: false as const, errors: e } : { ok: true as const, value: v }
    },
    async (body) => {
      const password = bound ? { password: body.password } : {}
      const res =
        kind === 'mobile'
          ? await encrypted(api.security.mobile.$post, { mobileNum: body.target.trim(), countryDialingCode: body.countryDialingCode, verificationCode: body.verificationCode, ...password })
          : await encrypted(api.security.email.$post, { email: body.target.trim(), verificationCode: body.verificationCode, ...password })
      if (res.success) return onDone(t(`security.${kind}.done`))
      if (res.code?.startsWith('CODE_')) setErrors({ verificationCode: failureText(t, res) })
      else if (res.code === 'WRONG_PASSWORD' || res.code === 'PASSWORD_REQUIRED') setErrors({ password: failureText(t, res) })
      else if (['INVALID_MOBILE', 'MOBILE_EXISTS', 'SAME_TARGET', 'VALIDATION'].includes(res.code ?? '')) setErrors({ [targetName]: failureText(t, res) })
      else failed(res, t)
    },
  )
  async function send() {
    if (!v.target.trim()) {
      setErrors({ [targetName]: t('walletUi.common.required') })
      return { ok: false, message: '' }
    }
    const r = await call(
      api.security.security.code.$post({
        json:
          kind === 'mobile' ? { purpose: 'BIND', channel: 'sms', mobileNum: v.target.trim(), countryDialingCode: v.countryDialingCode } : { purpose: 'BIND', channel: 'email', email: v.target.trim() },
      }),
    )
    if (r.success) return { ok: true, minutes: r.value?.expiredMinutes }
    if (['INVALID_MOBILE', 'MOBILE_EXISTS', 'SAME_TARGET', 'VALIDATION', 'EMAIL_INVALID'].includes(r.code ?? '')) {
      setErrors({ [targetName]: r.code === 'VALIDATION' ? t(kind === 'mobile' ? 'errors.invalidMobile' : 'errors.emailInvalid') : failureText(t, r) })
      return { ok: false, message: '' }
    }
    return { ok: false, message: failureText(t, r) }
  }
  return (
    <form ref={form} className="wform sc-form" noValidate onSubmit={submit} data-testid={`${kind}-form`}>
      {kind === 'mobile' ? (
        <div className="sc-phone">
          <label className="sr-only" htmlFor="sc-dial">
            {t('auth.country')}
          </label>
          <select id="sc-dial" className="auth-input sc-phone__dial" value={v.countryDialingCode} onChange={(e) => set('countryDialingCode')(e.target.value)}>
            {dialingCodes.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <TextField
            name="mobileNum"
            label={t('security.mobile.number')}
            value={v.target}
            onValue={set('target')}
            error={errors.mobileNum || undefined}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
          />
        </div>
      ) : (
        <TextField name="email" type="email" label={t('security.email.address')} value={v.target} onValue={set('target')} error={errors.email || undefined} autoComplete="email" maxLength={100} />
      )}
      <div className="sc-coderow">
        <TextField
          name="verificationCode"
          label={t('security.code.label')}
          value={v.verificationCode}
          onValue={(x) => set('verificationCode')(x.replace(/\D/g, '').slice(0, 6))}
          error={errors.verificationCode || undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SendCode t={t} onSend={send} />
      </div>
      {bound ? (
        <TextField
          name="password"
          type="password"
          label={t('security.loginPassword')}
          value={v.password}
          onValue={set('password')}
          error={errors.password || undefined}
          autoComplete="current-password"
          maxLength={128}
        />
      ) : null}
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t(`security.${kind}.submit`)}
      </SubmitButton>
    </form>
  )
}

function maskMobile(m: string): string {
  return `${m.slice(0, 3)} •••• ${m.slice(-4)}`
}

export function SecurityRows({ mobile, email, pinSet, passwordCode, dialingCodes, texts }: SecurityRowsProps) {
  const t = translator(texts)
  const [open, setOpen] = useState<SecurityRowKey | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const finish = (msg: string) => {
    setOpen(null)
    setDone(msg)
    refresh()
  }
  const rows: { key: SecurityRowKey; value: ReactNode; ok: boolean; action: string; form: ReactNode }[] = [
    { key: 'loginPassword', value: '••••••••', ok: true, action: t('security.account.change'), form: <PasswordForm t={t} code={passwordCode} onDone={finish} /> },
    {
      key: 'paymentPassword',
      value: pinSet ? t('security.account.isSet') : t('security.account.notSet'),
      ok: pinSet,
      action: pinSet ? t('security.account.change') : t('security.account.set'),
      form: <PinForm t={t} pinSet={pinSet} onDone={finish} />,
    },
    {
      key: 'mobile',
      // A phone number reads left to right in a right-to-left page too (decision 0055).
      value: mobile ? <bdi dir="ltr">{maskMobile(mobile)}</bdi> : t('security.account.notBound'),
      ok: Boolean(mobile),
      action: mobile ? t('security.account.change') : t('security.account.bind'),
      form: <BindForm t={t} kind="mobile" bound={Boolean(mobile)} dialingCodes={dialingCodes} onDone={finish} />,
    },
    {
      key: 'email',
      value: email ?? t('security.account.notBound'),
      ok: Boolean(email),
      action: email ? t('security.account.change') : t('security.account.bind'),
      form: <BindForm t={t} kind="email" bound={Boolean(email)} dialingCodes={dialingCodes} onDone={finish} />,
    },
  ]
  return (
    <div className="sc-rows">
      {done ? (
        <p className="sc-saved" role="status">
          ✓ {done}
        </p>
      ) : null}
      {rows.map((r) => (
        <div key={r.key} className={open === r.key ? 'sc-row is-open' : 'sc-row'} data-testid={`row-${r.key}`}>
          <div className="sc-row__head">
            <span className={r.ok ? 'sc-dot is-ok' : 'sc-dot'} aria-hidden="true" />
            <span className="sc-row__label">{t(`security.items.${r.key}`)}</span>
            <span className="sc-row__value" data-testid={`value-${r.key}`}>
              {r.value}
            </span>
            <button
              type="button"
              className="btn btn--ghost sc-row__action"
              aria-expanded={open === r.key}
              onClick={() => {
                setDone(null)
                setOpen(open === r.key ? null : r.key)
              }}
            >
              {open === r.key ? t('security.account.cancel') : r.action}
            </button>
          </div>
          {open === r.key ? <div className="sc-row__body">{r.form}</div> : null}
        </div>
      ))}
    </div>
  )
}
