'use client'
/**
 * The authenticator app card of the security center (issue 18, decision 0053):
 * - off: what it is for, then "Set up": the QR code of the otpauth:// URI (drawn as one SVG path, no
 *   markup injected), the key to type by hand with a copy button, and the first code to turn it on —
 *   POST /wps/member/authenticator/setup, /enable;
 * - the ten recovery codes, shown once after turning on or renewing, to copy or download;
 * - on: since when, recovery codes left, and three forms that each need a current code: require a
 *   code for withdrawals (PUT /withdrawal-guard), new recovery codes (POST /recovery-codes), turn off
 *   with the login password too (POST /disable, E).
 * After a change the page re-renders from the server.
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { api, call, encrypted } from '../../api'
import { FormAlert, SubmitButton, TextField, failureText, passes, translator, useForm, type T, type Texts } from '../../components/form-kit'
import { AuthenticatorCodeSchema, AuthenticatorOrRecoveryCodeSchema } from '../../../shared/schemas/authenticator'
import { LocalTime } from '../local-time'

export interface AuthenticatorPanelProps {
  enabled: boolean
  /** UTC ms; null when off. */
  enabledAt: number | null
  guardWithdrawals: boolean
  recoveryCodesLeft: number
  /** The member's login name and the brand's name, for the recovery codes file. */
  account: string
  brand: string
  language: string
  texts: Texts
}

type Setup = { secret: string; qr: { size: number; path: string } }
type Open = 'guard' | 'regenerate' | 'disable' | null

/** A QR code drawn from its modules (4 modules of quiet zone, dark on white for every scanner). */
function QrCode({ qr, label }: { qr: Setup['qr']; label: string }) {
  const n = qr.size + 8
  return (
    <svg className="ta-qr" viewBox={`-4 -4 ${n} ${n}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="authenticator-qr">
      <rect x={-4} y={-4} width={n} height={n} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  )
}

/** Copies `text`, saying "Copied" on the button for 2 s. */
function CopyButton({ text, label, t, testId }: { text: string; label: string; t: T; testId?: string }) {
  const [done, setDone] = useState(false)
  return (
    <button
      type="button"
      className="btn btn--ghost ta-btn"
      data-testid={testId}
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => {})
        setDone(true)
        setTimeout(() => setDone(false), 2000)
      }}
    >
      {done ? t('security.authenticator.copied') : label}
    </button>
  )
}

/** The recovery codes, shown once: copy, download as a text file, then close. */
function RecoveryCodes({ codes, account, brand, t, onClose }: { codes: string[]; account: string; brand: string; t: T; onClose: () => void }) {
  const text = `${t('security.authenticator.fileTitle', { account, brand })}\n\n${codes.join('\n')}\n`
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `${brand}-${account}-recovery-codes.txt`.replace(/[^\w.-]+/g, '-')
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <section className="ta-recovery" aria-labelledby="ta-recovery-title" data-testid="recovery-codes">
      <p id="ta-recovery-title" className="ta-recovery__title">
        {t('security.authenticator.recoveryTitle')}
      </p>
      <p className="sc-muted">{t('security.authenticator.recoveryText')}</p>
      <ol className="ta-codes">
        {codes.map((c) => (
          <li key={c} className="ta-code">
            {c}
          </li>
        ))}
      </ol>
      <div className="ta-actions">
        <CopyButton text={codes.join('\n')} label={t('security.authenticator.copy')} t={t} />
        <button type="button" className="btn btn--ghost ta-btn" onClick={download}>
          {t('security.authenticator.download')}
        </button>
        <button type="button" className="btn btn--primary ta-btn" onClick={onClose} data-testid="recovery-done">
          {t('security.authenticator.savedThem')}
        </button>
      </div>
    </section>
  )
}

/** The code input of every form: 6 digits, or (where allowed) a recovery code. */
function CodeField({ t, value, onValue, error, recovery }: { t: T; value: string; onValue: (v: string) => void; error?: string; recovery?: boolean }) {
  return (
    <TextField
      name="code"
      label={recovery ? t('security.authenticator.codeOrRecovery') : t('security.authenticator.code')}
      value={value}
      onValue={(v) =>
        onValue(
          recovery
            ? v
                .toUpperCase()
                .replace(/[^0-9A-Z -]/g, '')
                .slice(0, 16)
            : v.replace(/\D/g, '').slice(0, 6),
        )
      }
      error={error || undefined}
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      hint={recovery ? undefined : t('security.authenticator.codeHint')}
    />
  )
}

/** Setup: QR code, key, first code. */
function SetupForm({ t, setup, onEnabled }: { t: T; setup: Setup; onEnabled: (codes: string[]) => void }) {
  const [code, setCode] = useState('')
  const { busy, alert, errors, clear, form, submitWith, failed, setErrors } = useForm()
  const submit = submitWith(
    () => (passes(AuthenticatorCodeSchema, code) ? { ok: true as const, value: code } : { ok: false as const, errors: { code: t('security.authenticator.errors.codeRequired') } }),
    async (value) => {
      const res = await call(api.authenticator.authenticator.enable.$post({ json: { code: value } }))
      if (res.success && res.value) return onEnabled(res.value.recoveryCodes)
      if (res.code?.startsWith('CODE_')) setErrors({ code: failureText(t, res) })
      else failed(res, t)
    },
  )
  return (
    <form ref={form} className="ta-setup" noValidate onSubmit={submit} data-testid="authenticator-setup">
      <div className="ta-setup__qr">
        <QrCode qr={setup.qr} label={t('security.authenticator.qrAlt')} />
      </div>
      <div className="ta-setup__steps">
        <p className="ta-step">{t('security.authenticator.scan')}</p>
        <p className="sc-muted">{t('security.authenticator.manual')}</p>
        <div className="ta-key">
          <code className="ta-key__text" data-testid="authenticator-key">
            {setup.secret}
          </code>
          <CopyButton text={setup.secret.replace(/\s/g, '')} label={t('security.authenticator.copyKey')} t={t} />
        </div>
        <CodeField
          t={t}
          value={code}
          onValue={(v) => {
            setCode(v)
            clear('code')
          }}
          error={errors.code}
        />
        <FormAlert message={alert} />
        <SubmitButton busy={busy} t={t}>
          {t('security.authenticator.turnOn')}
        </SubmitButton>
      </div>
    </form>
  )
}

/** One of the forms of an enabled authenticator (guard, new recovery codes, turn off). */
function CodeForm({ t, kind, guard, onDone }: { t: T; kind: Exclude<Open, null>; guard: boolean; onDone: (msg: string, codes?: string[]) => void }) {
  const [v, setV] = useState({ code: '', password: '', on: !guard })
  const { busy, alert, errors, clear, form, submitWith, failed, setErrors } = useForm()
  const submit = submitWith(
    () => {
      const e: Record<string, string> = {}
      if (!passes(AuthenticatorOrRecoveryCodeSchema, v.code)) e.code = t('security.authenticator.errors.codeRequired')
      if (kind === 'disable' && !v.password) e.password = t('security.errors.passwordRequired')
      return Object.keys(e).length ? { ok: false as const, errors: e } : { ok: true as const, value: v }
    },
    async (body) => {
      const res =
        kind === 'disable'
          ? await encrypted(api.authenticator.authenticator.disable.$post, { code: body.code, password: body.password })
          : kind === 'regenerate'
            ? await call(api.authenticator.authenticator['recovery-codes'].$post({ json: { code: body.code } }))
            : await call(api.authenticator.authenticator['withdrawal-guard'].$put({ json: { on: body.on, code: body.code } }))
      if (res.success) {
        const codes = (res.value as { recoveryCodes?: string[] } | undefined)?.recoveryCodes
        return onDone(kind === 'disable' ? t('security.authenticator.disabled') : kind === 'guard' ? t(body.on ? 'security.authenticator.guardOn' : 'security.authenticator.guardOff') : '', codes)
      }
      if (res.code?.startsWith('CODE_')) setErrors({ code: failureText(t, res) })
      else if (res.code === 'WRONG_PASSWORD') setErrors({ password: failureText(t, res) })
      else failed(res, t)
    },
  )
  const text = kind === 'disable' ? 'turnOffText' : kind === 'regenerate' ? 'regenerateText' : 'guardText'
  const action = kind === 'disable' ? 'turnOff' : kind === 'regenerate' ? 'regenerate' : 'guardSave'
  return (
    <form ref={form} className="wform sc-form ta-form" noValidate onSubmit={submit} data-testid={`authenticator-${kind}`}>
      <p className="sc-muted">{t(`security.authenticator.${text}`)}</p>
      {kind === 'guard' ? (
        <label className="ta-switch">
          <input type="checkbox" name="on" checked={v.on} onChange={(e) => setV((s) => ({ ...s, on: e.target.checked }))} />
          <span>{t('security.authenticator.guard')}</span>
        </label>
      ) : null}
      <CodeField
        t={t}
        recovery
        value={v.code}
        onValue={(code) => {
          setV((s) => ({ ...s, code }))
          clear('code')
        }}
        error={errors.code}
      />
      {kind === 'disable' ? (
        <TextField
          name="password"
          type="password"
          label={t('security.loginPassword')}
          value={v.password}
          onValue={(password) => {
            setV((s) => ({ ...s, password }))
            clear('password')
          }}
          error={errors.password || undefined}
          autoComplete="current-password"
          maxLength={128}
        />
      ) : null}
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t(`security.authenticator.${action}`)}
      </SubmitButton>
    </form>
  )
}

export function AuthenticatorPanel({ enabled, enabledAt, guardWithdrawals, recoveryCodesLeft, account, brand, language, texts }: AuthenticatorPanelProps) {
  const t = translator(texts)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [open, setOpen] = useState<Open>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)

  async function start() {
    setBusy(true)
    setAlert(null)
    const res = await call(api.authenticator.authenticator.setup.$post())
    setBusy(false)
    if (res.success && res.value) setSetup({ secret: res.value.secret, qr: res.value.qr })
    else setAlert(failureText(t, res))
  }

  const status = (
    <div className="sc-card-head">
      <h3 id="sc-authenticator-title" className="sc-title">
        {t('security.authenticator.title')}
      </h3>
      <span className={enabled || codes ? 'ta-state is-on' : 'ta-state'} data-testid="authenticator-state">
        {enabled || codes ? t('security.authenticator.on') : t('security.authenticator.off')}
      </span>
    </div>
  )

  if (codes) {
    return (
      <>
        {status}
        <RecoveryCodes
          codes={codes}
          account={account}
          brand={brand}
          t={t}
          onClose={() => {
            setCodes(null)
            setSetup(null)
            refresh()
          }}
        />
      </>
    )
  }

  return (
    <>
      {status}
      {done ? (
        <p className="sc-saved" role="status">
          ✓ {done}
        </p>
      ) : null}
      {enabled ? (
        <>
          <p className="sc-muted ta-meta">
            <LocalTime ms={enabledAt ?? 0} language={language} /> · {t('security.authenticator.recoveryLeft', { count: recoveryCodesLeft })}
            {guardWithdrawals ? ` · ${t('security.authenticator.guardOn')}` : ''}
          </p>
          <div className="ta-actions">
            {(['guard', 'regenerate', 'disable'] as const).map((k) => (
              <button
                key={k}
                type="button"
                className={open === k ? 'btn btn--ghost ta-btn is-active' : 'btn btn--ghost ta-btn'}
                aria-expanded={open === k}
                onClick={() => {
                  setDone(null)
                  setOpen(open === k ? null : k)
                }}
                data-testid={`authenticator-open-${k}`}
              >
                {t(k === 'guard' ? 'security.authenticator.guard' : k === 'regenerate' ? 'security.authenticator.regenerate' : 'security.authenticator.turnOff')}
              </button>
            ))}
          </div>
          {open ? (
            <CodeForm
              key={open}
              t={t}
              kind={open}
              guard={guardWithdrawals}
              onDone={(msg, fresh) => {
                setOpen(null)
                if (fresh) setCodes(fresh)
                else {
                  setDone(msg)
                  refresh()
                }
              }}
            />
          ) : null}
        </>
      ) : setup ? (
        <SetupForm
          t={t}
          setup={setup}
          onEnabled={(fresh) => {
            setDone(t('security.authenticator.enabled'))
            setCodes(fresh)
          }}
        />
      ) : (
        <div className="ta-intro">
          <p className="sc-muted">{t('security.authenticator.intro')}</p>
          <FormAlert message={alert} />
          <button type="button" className="btn btn--primary ta-btn" onClick={start} disabled={busy} data-testid="authenticator-start">
            {t('security.authenticator.setUp')}
          </button>
        </div>
      )}
    </>
  )
}
