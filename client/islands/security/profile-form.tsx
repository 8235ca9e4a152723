'use client'
/**
 * The profile form of the security center (spec §3 profile fields and contact handles; issue 8):
 * nickname, real name and birthday (set once: shown locked with a customer-service note once set),
 * nationality (country list), occupation, source of income (closed list), address, and the eight
 * contact handles. Saves with PUT /wps/member/info; the server checks every field by the brand's
 * rules and answers the refused ones by name (shown under each field; nothing is saved then).
 */
import { useState, type ReactNode } from 'react'
import { refresh } from '../../router'
import { api, call } from '../../api'
import { FormAlert, TextField, Field, SubmitButton, describedBy, translator, useForm, type Texts } from '../../components/form-kit'
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

/** The lock drawn in a read-only field. */
const LOCK = (
  <span className="sc-lock" aria-hidden="true">
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  </span>
)

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
  /** A value only customer service changes: shown read-only, with a lock (and the note, for a profile field). */
  const shown = (id: string, name: string | undefined, label: string, value: string, hint?: ReactNode) => (
    <TextField key={id} id={id} name={name} label={label} value={value} onValue={() => {}} readOnly aria-readonly="true" className="sc-locked" hint={hint} after={hint ? LOCK : undefined} />
  )
  const lockedField = (f: ProfileField, value: string) => shown(`pf-${f}`, f, t(`security.fields.${f}`), value, <span className="sc-lock-note">{t('security.profile.locked')}</span>)
  /** A choice from a closed list, `first` the empty option's text. */
  const choice = (f: 'nationality' | 'sourceOfIncome', id: string, label: string, first: string, options: { value: string; name: string }[]) => (
    <Field id={id} label={label} error={errors[f] || undefined}>
      <select
        id={id}
        name={f}
        className="auth-input"
        value={values[f]}
        onChange={(e) => set(f)(e.target.value)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(id, errors[f] || undefined)}
      >
        <option value="">{first}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  )

  return (
    <form ref={form} className="wform sc-profile" noValidate onSubmit={submit} data-testid="profile-form">
      <h4 className="sc-subtitle">{t('security.profile.personal')}</h4>
      <div className="wgrid2">
        {shown('pf-account', undefined, t('security.fields.account'), profile.account)}
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
        {choice(
          'nationality',
          'pf-nationality',
          t('security.fields.nationality'),
          t('security.profile.selectCountry'),
          countries.map((c) => ({ value: c.code, name: c.name })),
        )}
        {text('occupation', { autoComplete: 'organization-title' })}
        {choice(
          'sourceOfIncome',
          'pf-income',
          t('security.fields.sourceOfIncome'),
          t('security.profile.select'),
          SOURCES_OF_INCOME.map((s) => ({ value: s, name: t(`security.income.${s}`) })),
        )}
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
