/**
 * The terms and 18+ box of a registration (spec §4 Register: ticked first, else an inline error):
 * the register form's and the social sign-up's (decision 0054). Client code of the account dialogs.
 */
import type { RefObject } from 'react'
import { useAuth } from './dialog'

export function TermsBox({
  checked,
  onCheck,
  error,
  errorId,
  inputRef,
}: {
  checked: boolean
  onCheck: (checked: boolean) => void
  error?: string
  errorId: string
  inputRef?: RefObject<HTMLInputElement | null>
}) {
  const { t } = useAuth()
  return (
    <div className={error ? 'auth-terms is-invalid' : 'auth-terms'}>
      <label className="auth-check">
        <input
          ref={inputRef}
          type="checkbox"
          name="terms"
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {t('auth.register.terms')}{' '}
          <a href="/help#term" target="_blank" rel="noopener">
            {t('auth.register.termsLink')}
          </a>
        </span>
      </label>
      {error ? (
        <p className="auth-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
