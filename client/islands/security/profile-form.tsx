'use client'
/**
 * The profile form of the security center (spec §3 profile fields and contact handles; issue 8):
 * nickname, real name and birthday (set once: shown locked with a customer-service note once set),
 * nationality (country list), occupation, source of income (closed list), address, and the eight
 * contact handles. Saves with PUT /wps/member/info; the server checks every field by the brand's
 * rules and answers the refused ones by name (shown under each field; nothing is saved then).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { api, call } from '../../api'
import { FormAlert, TextField, Field, SubmitButton, translator, useForm, type Texts } from '../../components/form-kit'
import { CONTACT_FIELDS, PROFILE_FIELDS, SOURCES_OF_INCOME, type Profile, type ProfileField } from '../../../shared/profile'

export interface ProfileFormProps {
  profile: Profile
  /** ISO code and display name, the brand's home market first. */
  countries: { code: string; name: string }[]
  /** Latest day a birthday may be (18 years back), yyyy-MM-dd. */
  maxBirthday: string
  texts: Texts
}

type Values = Record<ProfileField, string>

export function ProfileForm({ profile, countries, maxBirthday, texts }: ProfileFormProps) {
  const t = translator(texts)
  const initial = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as Values
  const [values, setValues] = useState<Values>(initial)
  const [saved, setSaved] = useState(false)
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const locked = new Set(profile.locked)

  const set = (f: ProfileField) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }))
    clear(f)
    setSaved(false)
  }
  const submit = submitWith(
    () => ({ ok: true as const, value: values }),
    async (body) => {
      // Locked fields are not sent: only customer service changes them.
      const payload = Object.fromEntries(PROFILE_FIELDS.filter((f) => !locked.has(f)).map((f) => [f, body[f]]))
      const res = await call(api.security.info.$put({ json: payload }))
      if (res.success) {
        setSaved(true)
        refresh()
      } else failed(res, t)
    },
  )

  const text = (f: ProfileField, extra: Omit<Partial<React.InputHTMLAttributes<HTMLInputElement>>, 'value' | 'onChange'> = {}, hint?: string) => (
    <TextField key={f} name={f} label={t(`security.fields.${f}`)} value={values[f]} onValue={set(f)} error={errors[f] || undefined} hint={hint} maxLength={200} {...extra} />
  )
  const lockedField = (f: ProfileField, shown: string) => (
    <Field key={f} id={`pf-${f}`} label={t(`security.fields.${f}`)} hint={<span className="sc-lock-note">{t('security.profile.locked')}</span>}>
      <input id={`pf-${f}`} name={f} className="auth-input sc-locked" value={shown} readOnly aria-readonly="true" />
      <span className="sc-lock" aria-hidden="true">
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </span>
    </Field>
  )

  return (
    <form ref={form} className="wform sc-profile" noValidate onSubmit={submit} data-testid="profile-form">
      <h4 className="sc-subtitle">{t('security.profile.personal')}</h4>
      <div className="wgrid2">
        <Field id="pf-account" label={t('security.fields.account')}>
          <input id="pf-account" className="auth-input sc-locked" value={profile.account} readOnly aria-readonly="true" />
        </Field>
        {text('nickname', { required: true, maxLength: 40, autoComplete: 'nickname' })}
        {locked.has('realName') ? lockedField('realName', profile.realName ?? '') : text('realName', { autoComplete: 'name' }, t('security.profile.setOnceHint'))}
        {locked.has('birthday') ? (
          lockedField('birthday', profile.birthday ?? '')
        ) : (
          <TextField
            name="birthday"
            type="date"
            label={t('security.fields.birthday')}
            value={values.birthday}
            onValue={set('birthday')}
            error={errors.birthday || undefined}
            max={maxBirthday}
            min="1900-01-01"
            hint={t('security.profile.setOnceHint')}
            autoComplete="bday"
          />
        )}
        <Field id="pf-nationality" label={t('security.fields.nationality')} error={errors.nationality || undefined}>
          <select
            id="pf-nationality"
            name="nationality"
            className="auth-input"
            value={values.nationality}
            onChange={(e) => set('nationality')(e.target.value)}
            aria-invalid={errors.nationality ? true : undefined}
          >
            <option value="">{t('security.profile.selectCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        {text('occupation', { autoComplete: 'organization-title' })}
        <Field id="pf-income" label={t('security.fields.sourceOfIncome')} error={errors.sourceOfIncome || undefined}>
          <select
            id="pf-income"
            name="sourceOfIncome"
            className="auth-input"
            value={values.sourceOfIncome}
            onChange={(e) => set('sourceOfIncome')(e.target.value)}
            aria-invalid={errors.sourceOfIncome ? true : undefined}
          >
            <option value="">{t('security.profile.select')}</option>
            {SOURCES_OF_INCOME.map((s) => (
              <option key={s} value={s}>
                {t(`security.income.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        {text('address', { autoComplete: 'street-address' })}
      </div>
      <h4 className="sc-subtitle">{t('security.profile.contacts')}</h4>
      <div className="wgrid2 sc-contacts">{CONTACT_FIELDS.map((f) => text(f, { maxLength: 60, autoComplete: 'off', spellCheck: false }))}</div>
      <FormAlert message={alert} />
      {saved ? (
        <p className="sc-saved" role="status">
          ✓ {t('security.profile.saved')}
        </p>
      ) : null}
      <div className="wactions">
        <SubmitButton busy={busy} t={t}>
          {t('security.profile.save')}
        </SubmitButton>
      </div>
    </form>
  )
}
