/**
 * The one form kit of the client (decision 0034): texts and `{{name}}` placeholders, a field with
 * its label, error and hint, the text and PIN inputs, the submit button, the form's alert and status
 * lines, the result card, validation with the shared zod schemas, the text of a refused call, the
 * focus helpers, and `useForm` (busy flag, alert, field errors, submit handler).
 *
 * Two looks, chosen by `FormLookContext` and never by the form: the member centre's ('page', the
 * default) and the account dialogs' ('dialog': required/optional marks, the dialog's "Please wait").
 * Client code, imported by the 'use client' islands.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import type { ZodType } from 'zod'
import type { Envelope } from '../islands/auth/encrypt'

// ---------------------------------------------------------------- texts

// The texts helpers live in ./texts (no React), re-exported so an island that needs only them does
// not load the form kit (decision 0039).
export { fill, translator, type T, type Texts } from './texts'
import type { T } from './texts'

// ---------------------------------------------------------------- look

/** How the kit's pieces look where they are rendered. */
export interface FormLook {
  /** The account dialogs: fields mark required (*) and optional ones, no `wfield`/`wsubmit`. */
  dialog: boolean
  /** "(optional)" after an optional field's label, in the dialog look. */
  optional?: string
  /** The busy submit button's text in the dialog look (the page look takes it from `t`). */
  pleaseWait?: string
}

/** The look of the forms below it; the member centre's ('page') unless a provider says otherwise. */
// Pure: the kit has no side effects, so importing `fill` from here costs nothing (see above).
export const FormLookContext = /* @__PURE__ */ createContext<FormLook>({ dialog: false })

// ---------------------------------------------------------------- focus

/** Focuses the first empty (else the first) text field of a form once it is on screen. */
export function useFocusFirst(ref: RefObject<HTMLElement | null>, key?: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the caller's re-run trigger (e.g. the step or dialog shown), not a value the effect reads
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      const fields = Array.from(ref.current?.querySelectorAll<HTMLInputElement>('input:not([type=checkbox]):not([type=hidden]):not([disabled])') ?? [])
      ;(fields.find((f) => !f.value) ?? fields[0])?.focus()
    })
    return () => cancelAnimationFrame(id)
  }, [ref, key])
}

/** Moves focus to the first field marked invalid (after a refused submit). */
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

// ---------------------------------------------------------------- fields

/** Ids of a field's hint and error, for aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined
}

/**
 * Label, control row, and the error (or hint) under it, `id` being the control's. In the dialog
 * look the label marks the field required (*) or optional.
 */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  aside,
  className,
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
  /** Shown right of the label (e.g. "Forgot password?", the available balance). */
  aside?: ReactNode
  className?: string
}) {
  const look = useContext(FormLookContext)
  return (
    <div className={`auth-field${look.dialog ? '' : ' wfield'}${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="auth-field__top">
        <label className="auth-field__label" htmlFor={id}>
          {label}
          {look.dialog ? (
            required ? (
              <span className="auth-field__req" aria-hidden="true">
                {' '}
                *
              </span>
            ) : (
              <span className="auth-field__opt"> ({look.optional})</span>
            )
          ) : null}
        </label>
        {aside}
      </div>
      <div className="auth-field__control">{children}</div>
      {error ? (
        <p className="auth-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export type TextFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string
  value: string
  onValue: (v: string) => void
  error?: string
  hint?: ReactNode
  /** Before the input inside the control row (dialing code, currency). */
  before?: ReactNode
  /** After the input inside the control row (password toggle, captcha, send code). */
  after?: ReactNode
  aside?: ReactNode
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * A labelled text input with aria-invalid / aria-describedby wired to its error or hint. `required`
 * is the input's own attribute in the page look, aria-required and the label's mark in the dialog look.
 */
export function TextField({ label, value, onValue, error, hint, before, after, aside, required, inputRef, id: givenId, className, ...rest }: TextFieldProps) {
  const { dialog } = useContext(FormLookContext)
  const autoId = useId()
  const id = givenId ?? autoId
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} aside={aside} className={className}>
      {before}
      <input
        {...rest}
        required={dialog ? undefined : required}
        ref={inputRef}
        id={id}
        className="auth-input"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-required={dialog ? required || undefined : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      {after}
    </Field>
  )
}

/** A 6-digit PIN input (numeric keypad on phones, never remembered by the browser). */
export function PinInput(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} type="password" inputMode="numeric" maxLength={6} autoComplete="off" pattern="[0-9]*" onValue={(v) => props.onValue(v.replace(/\D/g, '').slice(0, 6))} />
}

// ---------------------------------------------------------------- buttons and messages

/**
 * The full-width primary submit button with a busy state (keeps its width: a spinner joins the
 * "Please wait" text). The page look takes that text from `t`, the dialog look from its context.
 */
export function SubmitButton({ busy, children, t, className }: { busy: boolean; children: ReactNode; t?: T; className?: string }) {
  const look = useContext(FormLookContext)
  if (look.dialog) {
    return (
      <button type="submit" className={`btn btn--primary auth-submit${className ? ` ${className}` : ''}`} disabled={busy} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <span className="auth-spinner" aria-hidden="true" />
            {look.pleaseWait}
          </>
        ) : (
          children
        )}
      </button>
    )
  }
  return (
    <button type="submit" className={`btn btn--primary auth-submit wsubmit${className ? ` ${className}` : ''}`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="auth-spinner" aria-hidden="true" />
          <span>{t?.('walletUi.common.pleaseWait')}</span>
        </>
      ) : (
        children
      )}
    </button>
  )
}

/** The form-level error (announced). */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  ) : null
}

/** A quiet status line (announced politely), e.g. "Code sent". */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p className="auth-status" aria-live="polite">
      {message ?? ''}
    </p>
  )
}

/** A result card after a success (announced): a check mark, a title, its text and actions. */
export function ResultCard({ tone = 'success', title, children, actions }: { tone?: 'success' | 'pending'; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={`wresult wresult--${tone}`} role="status">
      <span className="wresult__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '⏳'}
      </span>
      <h3 className="wresult__title">{title}</h3>
      {children}
      {actions ? <div className="wresult__actions">{actions}</div> : null}
    </div>
  )
}

// ---------------------------------------------------------------- failures

/** The text keys a refused call falls back on when the server sent no message. */
export interface FailureKeys {
  network: string
  encryption: string
  unknown: string
  tooManyRequests?: string
}

const PAGE_FAILURES: FailureKeys = { network: 'walletUi.common.network', encryption: 'walletUi.common.unknown', unknown: 'walletUi.common.unknown' }

/**
 * The message of a refused call in the visitor's language: the server's own message (translated by
 * the server, or by `message` when it is a key), else the text of `keys` for the way it failed.
 */
export function failureText(t: T, res: Envelope, keys: FailureKeys = PAGE_FAILURES, message: (text: string, params?: Record<string, string | number>) => string = (text) => text): string {
  if (res.code === 'NETWORK') return t(keys.network)
  if (res.code === 'ENCRYPTION') return t(keys.encryption)
  if (keys.tooManyRequests && res.status === 429 && !res.message) return t(keys.tooManyRequests)
  if (res.message) return message(res.message, res.params)
  return t(keys.unknown)
}

// ---------------------------------------------------------------- validation

export type FieldErrors = Record<string, string>
/** A form's input checked: the parsed value, or the translated error of each refused field. */
export type Checked<V> = { ok: true; value: V } | { ok: false; errors: FieldErrors }

/**
 * Parses `data` with a shared schema (the same one the gateway uses). Issue messages are i18n keys
 * (`wallet.errors.badAmount`), translated here; the first issue of each field wins.
 */
export function check<O>(schema: ZodType<O>, data: unknown, t: T): Checked<O> {
  const r = schema.safeParse(data)
  if (r.success) return { ok: true, value: r.data }
  const errors: FieldErrors = {}
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!errors[field]) errors[field] = t(issue.message)
  }
  return { ok: false, errors }
}

/** True when `value` passes one shared rule (the PIN's, a code's), for a form that words its own refusal. */
export function passes(schema: ZodType, value: unknown): boolean {
  return schema.safeParse(value).success
}

// ---------------------------------------------------------------- the form's state

/**
 * The state a form keeps — busy flag, form-level alert, field errors, the form element — and its
 * submit handler: `submitWith(validate, work)` ignores a submit while one runs; `validate` gives the
 * parsed value or the field errors (shown, the first invalid field focused); `work` then runs with
 * the busy state on.
 * @example <form ref={form} onSubmit={submitWith(() => check(Schema, data, t), async (body) => { ... })}>
 */
export function useForm() {
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const form = useRef<HTMLFormElement>(null)
  const running = useRef(false)
  const clear = useCallback((field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e)), [])
  const submitWith =
    <V,>(validate: () => Checked<V>, work: (value: V) => Promise<void>) =>
    async (ev: FormEvent) => {
      ev.preventDefault()
      if (running.current) return
      setAlert(null)
      const checked = validate()
      setErrors(checked.ok ? {} : checked.errors)
      if (!checked.ok) return focusFirstInvalid(form.current)
      running.current = true
      setBusy(true)
      try {
        await work(checked.value)
      } finally {
        running.current = false
        setBusy(false)
      }
    }
  /**
   * Shows a refused call: the server's translated message under each field it names (validation,
   * `fields[]`) when the form has that field, else as the form's alert.
   */
  const failed = useCallback((res: Envelope, t: T) => {
    const named: FieldErrors = {}
    for (const f of res.fields ?? []) {
      const name = f.field.split('.')[0]
      if (name && !named[name] && form.current?.querySelector(`[name="${CSS.escape(name)}"]`)) named[name] = f.message
    }
    if (Object.keys(named).length) {
      setErrors(named)
      focusFirstInvalid(form.current)
    } else setAlert(failureText(t, res))
  }, [])
  return { busy, alert, setAlert, errors, setErrors, clear, form, submitWith, failed }
}
