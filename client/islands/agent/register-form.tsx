'use client'
/**
 * Register center (spec §2 registerCenter): opens an account under the signed-in agent — account,
 * password (empty = a one-time password the server generates), confirmation, nickname and, for
 * agent types that may, member or sub-agent. Checked first with the same shared schema and brand
 * rules the server applies, then POST /wps/agent/downlines; the server's field messages land under
 * their fields. A generated one-time password is shown once, with a copy button, and lives only in
 * this component's state: "Add another account" or leaving the page forgets it (decision 0030).
 */
import { useState } from 'react'
import { RegisterDownlineBodySchema, type DownlineKind } from '../../../shared/schemas/agent'
import { checkField, type FieldRule } from '../../../shared/validation/patterns'
import { FormAlert, TextField, ResultCard, SubmitButton, check, fill, translator, useForm, type Texts } from '../../components/form-kit'
import { api, call } from '../../api'
import { CopyButton } from './copy-button'

export function RegisterDownlineForm({
  rules,
  canOpenAgents,
  nicknameMax,
  texts,
  teamHref,
}: {
  /** The brand's username and password rules (spec §5), as the server checks them. */
  rules: { account: FieldRule; password: FieldRule }
  canOpenAgents: boolean
  nicknameMax: number
  /** Translated texts by full key, placeholders left in. */
  texts: Texts
  /** Team management's URL for one account: `{{account}}` is filled in. */
  teamHref: string
}) {
  const t = translator(texts)
  const empty = { account: '', password: '', confirmPassword: '', nickname: '', kind: 'member' as DownlineKind }
  const [v, setV] = useState(empty)
  const [done, setDone] = useState<{ account: string; oneTimePassword?: string } | null>(null)
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }))
    clear(k)
  }

  const validate = () => {
    const parsed = check(RegisterDownlineBodySchema, v, t)
    const extra: Record<string, string> = {}
    const acc = checkField(rules.account, v.account.trim())
    if (!acc.ok) extra.account = t(acc.messageKey, acc.params)
    if (v.password) {
      const pw = checkField(rules.password, v.password)
      if (!pw.ok) extra.password = t(pw.messageKey, pw.params)
    }
    if (parsed.ok && !Object.keys(extra).length) return parsed
    return { ok: false as const, errors: { ...extra, ...(parsed.ok ? {} : parsed.errors) } }
  }

  const submit = submitWith(validate, async (body) => {
    const res = await call(api.agent.agent.downlines.$post({ json: body }))
    if (!res.success || !res.value) return failed(res, t)
    setDone({ account: res.value.member.account, oneTimePassword: res.value.oneTimePassword })
    setV(empty)
  })

  if (done) {
    return (
      <ResultCard
        title={t('agent.register.done', { account: done.account })}
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => setDone(null)}>
              {t('agent.register.another')}
            </button>
            <a className="btn btn--ghost" href={fill(teamHref, { account: encodeURIComponent(done.account) })}>
              {t('agent.register.view')}
            </a>
          </>
        }
      >
        {done.oneTimePassword ? (
          <div className="aotp" data-testid="one-time-password">
            <span className="aotp__label">{t('agent.register.oneTimeLabel')}</span>
            <div className="aotp__row">
              <code className="aotp__value" data-testid="one-time-password-value" translate="no">
                {done.oneTimePassword}
              </code>
              <CopyButton text={done.oneTimePassword} label={t('agent.register.copy')} copied={t('agent.register.copied')} />
            </div>
            <p className="wnote wnote--small aotp__note" data-testid="register-done">
              {t('agent.register.oneTimeNote')}
            </p>
          </div>
        ) : (
          <p className="wresult__text" data-testid="register-done">
            {t('agent.register.doneCustom')}
          </p>
        )}
      </ResultCard>
    )
  }

  return (
    <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="register-downline">
      {canOpenAgents ? (
        <fieldset className="akind">
          <legend>{t('agent.register.kind')}</legend>
          {(['member', 'agent'] as const).map((k) => (
            <label key={k} className={v.kind === k ? 'akind__opt is-active' : 'akind__opt'}>
              <input type="radio" name="kind" value={k} checked={v.kind === k} onChange={() => setV((s) => ({ ...s, kind: k }))} />
              <span>{t(`agent.register.${k}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="wnote wnote--small">{t('agent.register.agentNotAllowed')}</p>
      )}
      <TextField
        label={t('agent.register.account')}
        name="account"
        value={v.account}
        onValue={set('account')}
        error={errors.account || undefined}
        hint={t(`validation.pattern.${rules.account.patternId}`, { min: rules.account.minLength, max: rules.account.maxLength })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
      />
      <TextField
        label={t('agent.register.password')}
        name="password"
        type="password"
        value={v.password}
        onValue={set('password')}
        error={errors.password || undefined}
        hint={t('agent.register.passwordHint')}
        autoComplete="new-password"
        maxLength={64}
      />
      <TextField
        label={t('agent.register.confirmPassword')}
        name="confirmPassword"
        type="password"
        value={v.confirmPassword}
        onValue={set('confirmPassword')}
        error={errors.confirmPassword || undefined}
        autoComplete="new-password"
        maxLength={64}
      />
      <TextField
        label={t('agent.register.nickname')}
        name="nickname"
        value={v.nickname}
        onValue={set('nickname')}
        error={errors.nickname || undefined}
        hint={t('agent.register.nicknameHint', { max: nicknameMax })}
        maxLength={nicknameMax + 10}
      />
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t('agent.register.submit')}
      </SubmitButton>
    </form>
  )
}
