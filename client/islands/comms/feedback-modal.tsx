/**
 * The feedback modal (spec §2 footer "feedback modal", §3 Feedback: content, sender, type, captcha;
 * §5: type, description and captcha required, a warning names the empty fields; description 20 to
 * 200 characters, the maximum enforced with a length/200 counter, the minimum shown in a label;
 * §7 PUT /wps/feedback). Loaded on first use by the FeedbackDialog island (feedback-dialog.tsx),
 * open from the start; then opens on a click on any element with `data-feedback-open` (a
 * server-rendered link that still works without script) or on the window event `feedback:open`.
 * A visitor may add a username; a member's account is taken by the server. The captcha is drawn
 * when the modal opens and again after each refused answer.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../components/icon'
import { useCaptcha } from '../auth/dialog'
import { check, failureText, translator, useForm, type FailureKeys } from '../../components/form-kit'
import { api, call } from '../../api'
import { FeedbackSchema } from '../../../shared/schemas/comms'
import type { OnDemandTrigger } from '../../components/on-demand'
import type { FeedbackDialogProps } from './feedback-dialog'

type Field = 'type' | 'content' | 'captcha' | 'sender'
type State = { kind: 'form' } | { kind: 'sent'; id: number }

const k = (key: string) => `comms.feedback.${key}`
/** A refused send without a message of its own says "failed", whatever the way it failed. */
const FAILURES: FailureKeys = { network: k('failed'), encryption: k('failed'), unknown: k('failed') }

/** The feedback form in its modal, open from the start when `trigger` is given (the island loaded it for a click or an event). */
export default function FeedbackModal({ types, limits, signedIn, texts, trigger }: FeedbackDialogProps & { trigger?: OnDemandTrigger }) {
  const t = translator(texts)
  const dialog = useRef<HTMLDialogElement>(null)
  const uid = useId()
  const [open, setOpen] = useState(trigger !== undefined)
  const [state, setState] = useState<State>({ kind: 'form' })
  const [type, setType] = useState<number | null>(null)
  const [content, setContent] = useState('')
  const [sender, setSender] = useState('')
  const [answer, setAnswer] = useState('')
  // The form's alert is the warning naming the empty fields (spec §5/§8), or why the send failed.
  const { busy, alert: warning, setAlert: setWarning, errors, setErrors, clear, form, submitWith } = useForm()
  const { captcha, reload } = useCaptcha(open && state.kind === 'form')

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      if (!(e.target as Element | null)?.closest?.('[data-feedback-open]')) return
      e.preventDefault()
      setOpen(true)
    }
    const onOpen = () => setOpen(true)
    addEventListener('click', onClick, true)
    addEventListener('feedback:open', onOpen)
    return () => {
      removeEventListener('click', onClick, true)
      removeEventListener('feedback:open', onOpen)
    }
  }, [])

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])

  const reset = () => {
    setState({ kind: 'form' })
    setType(null)
    setContent('')
    setSender('')
    setAnswer('')
    setErrors({})
    setWarning(null)
  }
  const close = () => {
    setOpen(false)
    if (state.kind === 'sent') reset()
  }

  /** The shared schema's verdict; the warning names the fields left empty ("Please fill in: Type, Description, Captcha"). */
  const validate = () => {
    const checked = check(FeedbackSchema, { type: type ?? undefined, content, sender: signedIn ? '' : sender, captcha: answer, captchaId: captcha?.id ?? '' }, t)
    const empty = checked.ok
      ? []
      : [checked.errors.type ? t(k('type')) : null, checked.errors.content === t(k('contentRequired')) ? t(k('description')) : null, checked.errors.captcha ? t('auth.captcha') : null].filter(
          (label): label is string => label !== null,
        )
    setWarning(empty.length ? t(k('missing'), { fields: empty.join(', ') }) : null)
    return checked
  }

  const submit = submitWith(validate, async (body) => {
    const res = await call(api.feedback.feedback.$put({ json: body }))
    if (res.success && res.value) {
      setState({ kind: 'sent', id: res.value.id })
      return
    }
    // Every answer spends the challenge: draw a new one.
    reload()
    setAnswer('')
    if (res.code === 'INVALID_CAPTCHA') {
      setErrors({ captcha: res.message || t(k('captchaRequired')) })
      return
    }
    const fieldErrors: Partial<Record<Field, string>> = {}
    for (const f of res.fields ?? []) if (['type', 'content', 'sender', 'captcha'].includes(f.field)) fieldErrors[f.field as Field] ??= t(f.message)
    setErrors(fieldErrors as Record<string, string>)
    if (!Object.keys(fieldErrors).length) setWarning(failureText(t, res, FAILURES))
  })

  const err = (f: Field) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${uid}-${f}-error` } : {})
  const errorText = (f: Field) =>
    errors[f] ? (
      <p id={`${uid}-${f}-error`} className="fb-error">
        {errors[f]}
      </p>
    ) : null

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself
    <dialog
      ref={dialog}
      className="modal fb-dialog"
      aria-labelledby={`${uid}-title`}
      data-testid="feedback-dialog"
      onClose={() => setOpen(false)}
      onClick={(e) => {
        if (e.target === e.currentTarget) close()
      }}
    >
      <div className="modal__body">
        <header className="modal__head">
          <h2 id={`${uid}-title`}>{t(k('title'))}</h2>
          <button type="button" className="icon-btn" aria-label={t(k('close'))} onClick={close}>
            <Icon name="close" />
          </button>
        </header>
        {state.kind === 'sent' ? (
          <div className="fb-sent" role="status">
            <span className="fb-sent__art" aria-hidden="true">
              <Icon name="chat" size={30} />
            </span>
            <h3>{t(k('sentTitle'))}</h3>
            <p>{t(k('sentText'), { id: state.id })}</p>
            <button type="button" className="btn btn--primary btn--wide" onClick={close}>
              {t(k('done'))}
            </button>
          </div>
        ) : (
          <form ref={form} className="fb-form" noValidate onSubmit={submit}>
            <p className="fb-intro">{t(k('intro'))}</p>
            {warning ? (
              <p className="fb-warning" role="alert" data-testid="feedback-warning">
                {warning}
              </p>
            ) : null}
            <fieldset className="fb-field" {...(errors.type ? { 'aria-describedby': `${uid}-type-error` } : {})}>
              <legend className="fb-label">
                {t(k('type'))}
                <span className="fb-req" aria-hidden="true">
                  *
                </span>
              </legend>
              <div className="fb-types" role="radiogroup" aria-label={t(k('type'))}>
                {types.map((code) => (
                  <label key={code} className={type === code ? 'fb-type is-on' : 'fb-type'}>
                    <input
                      type="radio"
                      name="type"
                      value={code}
                      checked={type === code}
                      aria-invalid={errors.type ? true : undefined}
                      onChange={() => {
                        setType(code)
                        clear('type')
                      }}
                    />
                    <span>{t(k(`types.t${code}`))}</span>
                  </label>
                ))}
              </div>
              {errorText('type')}
            </fieldset>
            {!signedIn ? (
              <div className="fb-field">
                <label className="fb-label" htmlFor={`${uid}-sender`}>
                  {t(k('sender'))}
                </label>
                <input id={`${uid}-sender`} className="fb-input" name="sender" value={sender} maxLength={32} autoComplete="username" {...err('sender')} onChange={(e) => setSender(e.target.value)} />
                <p className="fb-hint">{t(k('senderHint'))}</p>
                {errorText('sender')}
              </div>
            ) : null}
            <div className="fb-field">
              <div className="fb-label-row">
                <label className="fb-label" htmlFor={`${uid}-content`}>
                  {t(k('description'))}
                  <span className="fb-req" aria-hidden="true">
                    *
                  </span>
                </label>
                <span className="fb-hint">{t(k('descriptionHint'))}</span>
              </div>
              <div className="fb-area">
                <textarea
                  id={`${uid}-content`}
                  className="fb-input fb-textarea"
                  name="content"
                  rows={4}
                  maxLength={limits.max}
                  value={content}
                  placeholder={t(k('placeholder'))}
                  {...err('content')}
                  onChange={(e) => {
                    setContent(e.target.value.slice(0, limits.max))
                    clear('content')
                  }}
                />
                <span className={content.length >= limits.max ? 'fb-counter is-full' : 'fb-counter'} data-testid="feedback-counter" aria-live="polite">
                  {content.length}/{limits.max}
                </span>
              </div>
              {errorText('content')}
            </div>
            <div className="fb-field">
              <label className="fb-label" htmlFor={`${uid}-captcha`}>
                {t('auth.captcha')}
                <span className="fb-req" aria-hidden="true">
                  *
                </span>
              </label>
              <div className="fb-captcha">
                <input
                  id={`${uid}-captcha`}
                  className="fb-input"
                  name="captcha"
                  value={answer}
                  maxLength={12}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('auth.captchaPlaceholder')}
                  {...err('captcha')}
                  onChange={(e) => {
                    setAnswer(e.target.value)
                    clear('captcha')
                  }}
                />
                {captcha ? (
                  <img className="fb-captcha__img" src={captcha.image} alt={t('auth.captchaImage')} width={120} height={40} />
                ) : (
                  <span className="fb-captcha__img is-loading" aria-hidden="true" />
                )}
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('auth.captchaRefresh')}
                  title={t('auth.captchaRefresh')}
                  onClick={() => {
                    reload()
                    setAnswer('')
                  }}
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
                  </svg>
                </button>
              </div>
              {errorText('captcha')}
            </div>
            <div className="fb-actions">
              <button type="button" className="btn btn--ghost" onClick={close}>
                {t(k('close'))}
              </button>
              <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy} data-testid="feedback-submit">
                {busy ? t(k('sending')) : t(k('submit'))}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  )
}
