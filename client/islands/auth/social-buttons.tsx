/**
 * The "Continue with Google / Facebook / …" buttons under the login and register views (decision
 * 0054): one link per configured provider to `/auth/<provider>/start`, a full page load
 * (`data-reload`, never the client router), so the provider's page opens and comes back to the
 * lobby's callback. Part of the dialog's code (auth-modal.tsx), loaded on first use.
 * @see product-spec §1 "log in with a social account"
 */
import { useAuth } from './dialog'

/** A configured provider: its id in URLs and the name on its button. */
export interface SocialProviderView {
  id: string
  name: string
}

/** The provider's mark (brand colours, no image request). */
function Mark({ id }: { id: string }) {
  if (id === 'google')
    return (
      <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
        <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
        <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
        <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z" />
        <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
      </svg>
    )
  if (id === 'facebook')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path fill="#fff" d="M13.4 19.5v-6.3h2.1l.3-2.5h-2.4V9.1c0-.7.2-1.2 1.2-1.2h1.3V5.7c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.8H8.7v2.5h2.1v6.3h2.6z" />
      </svg>
    )
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
    </svg>
  )
}

/** The buttons, or nothing when no provider is configured. */
export function SocialButtons({ providers }: { providers: SocialProviderView[] }) {
  const { t } = useAuth()
  if (!providers.length) return null
  return (
    <div className="auth-social" data-testid="social-buttons">
      <p className="auth-social__or">
        <span>{t('social.orWith')}</span>
      </p>
      <div className="auth-social__list">
        {providers.map((p) => (
          <a key={p.id} className={`auth-social__btn auth-social__btn--${p.id}`} href={`/auth/${p.id}/start`} data-reload="" data-testid={`social-${p.id}`}>
            <Mark id={p.id} />
            <span>{t('social.continueWith', { provider: p.name })}</span>
          </a>
        ))}
      </div>
    </div>
  )
}
