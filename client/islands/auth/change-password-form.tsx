/**
 * Change password (spec §3, §4 "Change password success", §5 Change password): old password
 * (not asked again right after a login that forced the change), new password per the brand's
 * password rule, and its confirmation. Forced after a login with a one-time, temporary or expired
 * password, and on every page of such a session (decision 0030): then the dialog cannot be
 * dismissed, only left by logging out. After the change an agent on the agent site goes to its
 * center (/agentHome), as after a login; anyone else to the lobby.
 * Loaded on demand by AuthDialogs (its client boundary), inside its AuthContext.
 */
import { useRef, useState, type FormEvent } from 'react'
import { checkField } from '../../../shared/validation/patterns'
import { api, call, encrypted } from '../../api'
import { announceOwnLogout } from '../../own-logout'
import { FormAlert, SubmitButton, focusFirstInvalid, useFocusFirst } from '../../components/form-kit'
import { PasswordField, failureMessage, serverFieldErrors, useAuth, NewPasswordFields } from './dialog'

export function ChangePasswordView({ forced, knownOldPassword }: { forced: boolean; knownOldPassword?: string }) {
  const ctx = useAuth()
  const { t, tKey, registerSettings } = ctx
  const [askOld, setAskOld] = useState(!knownOldPassword)
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirst(form, askOld)

  const rule = { ...registerSettings.password, enabled: true, required: true }
  const problem = (v: string) => {
    const r = checkField(rule, v)
    return r.ok ? '' : tKey(r.messageKey, r.params)
  }
  const hint = problem('') || undefined
  const clearError = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e))

  async function submit(ev: FormEvent) {
    ev.preventDefault()
    if (busy) return
    setAlert(null)
    const found = {
      oldPassword: askOld && !oldPassword ? t('auth.required') : '',
      newPassword: problem(newPassword),
      confirm: !confirm ? t('auth.required') : confirm !== newPassword ? t('validation.confirmMismatch') : '',
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(form.current)
    setBusy(true)
    try {
      const res = await encrypted(api.member.password.$post, {
        oldPassword: (askOld ? oldPassword : knownOldPassword) as string,
        newPassword,
        confirmNewPassword: confirm,
      })
      if (res.success) {
        if (!ctx.agentSite) return ctx.finish('home', { kind: 'changePassword' })
        ctx.finish('none', { kind: 'changePassword' })
        return location.assign('/agentHome')
      }
      const message = failureMessage(ctx, res)
      const fields = serverFieldErrors(ctx, res)
      if (res.code === 'WRONG_PASSWORD') {
        setAskOld(true)
        setErrors({ oldPassword: message })
      } else if (res.code === 'SAME_PASSWORD') setErrors({ newPassword: message })
      else if (res.code === 'CONFIRMATION_MISMATCH') setErrors({ confirm: message })
      else if (fields.newPassword) setErrors({ newPassword: fields.newPassword })
      else setAlert(message)
      focusFirstInvalid(form.current)
    } finally {
      setBusy(false)
    }
  }

  async function logout() {
    setBusy(true)
    announceOwnLogout()
    await call(api.session.logout.$delete())
    setBusy(false)
    ctx.finish('stay', { kind: 'logout' })
  }

  return (
    <div className="auth-view">
      {forced ? <p className="auth-intro auth-intro--warning">{t('auth.change.forced')}</p> : null}
      <form ref={form} className="auth-form" noValidate onSubmit={submit}>
        {askOld ? (
          <PasswordField
            name="oldPassword"
            label={t('auth.change.oldPassword')}
            required
            value={oldPassword}
            onValue={(v) => {
              setOldPassword(v)
              clearError('oldPassword')
            }}
            error={errors.oldPassword || undefined}
            autoComplete="current-password"
            maxLength={128}
          />
        ) : null}
        <NewPasswordFields
          labels={{ newPassword: t('auth.change.newPassword'), confirm: t('auth.change.confirmNewPassword') }}
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
          problem={problem}
          hint={hint}
          mismatch={t('validation.confirmMismatch')}
        />
        <FormAlert message={alert} />
        <SubmitButton busy={busy}>{t('auth.change.submit')}</SubmitButton>
        {forced ? (
          <button type="button" className="btn btn--ghost auth-secondary" onClick={logout} disabled={busy}>
            {t('auth.logout')}
          </button>
        ) : null}
      </form>
    </div>
  )
}
