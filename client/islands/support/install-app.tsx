'use client'
/**
 * "Install app" on the app download page (issue 18, decision 0057): on Chromium (Android, desktop) it
 * opens the browser's install prompt that server/pages/download-head.tsx kept aside
 * (`window.__lobbyInstall`, the deferred `beforeinstallprompt`); on iPhone and iPad, where Safari has
 * no such prompt, it shows the Share → Add to Home Screen guide with the pictures of Safari's buttons;
 * elsewhere it says where the browser's own install entry is. Once installed (or opened from the home
 * screen) it says so.
 */
import { useEffect, useState } from 'react'

export interface InstallAppTexts {
  install: string
  installed: string
  unavailable: string
  iosTitle: string
  iosShare: string
  iosAdd: string
  iosConfirm: string
  close: string
}

interface DeferredPrompt extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

declare global {
  interface Window {
    __lobbyInstall?: DeferredPrompt
  }
}

type View = 'idle' | 'ios' | 'unavailable' | 'installed'

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
const isStandalone = () => matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true

/** Safari's Share button: a square with an arrow out of its top. */
const ShareIcon = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
  </svg>
)
/** Safari's Add to Home Screen entry: a plus in a rounded square. */
const AddIcon = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8.5v7M8.5 12h7" />
  </svg>
)
/** The app on the home screen: a tile with a tick. */
const DoneIcon = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M8.5 12.5l2.5 2.5 4.5-5" />
  </svg>
)

export function InstallApp({ texts, platform }: { texts: InstallAppTexts; platform?: 'ios' | 'android' }) {
  const [view, setView] = useState<View>('idle')
  useEffect(() => {
    if (isStandalone()) setView('installed')
    // The page asked for the iPhone guide (the iOS QR code) and this is an iPhone: show it at once.
    else if (platform === 'ios' && isIos()) setView('ios')
    const installed = () => setView('installed')
    addEventListener('appinstalled', installed)
    return () => removeEventListener('appinstalled', installed)
  }, [platform])

  const install = async () => {
    const deferred = window.__lobbyInstall
    if (deferred) {
      window.__lobbyInstall = undefined
      await deferred.prompt()
      const choice = await deferred.userChoice
      if (choice.outcome === 'accepted') setView('installed')
      return
    }
    setView(isIos() ? 'ios' : 'unavailable')
  }

  if (view === 'installed') {
    return (
      <p className="dl-install__note" role="status" data-testid="install-installed">
        {texts.installed}
      </p>
    )
  }
  return (
    <div className="dl-install">
      <button type="button" className="btn btn--primary dl-install__button" onClick={install} data-testid="install-app">
        {texts.install}
      </button>
      {view === 'unavailable' ? (
        <p className="dl-install__note" role="status" data-testid="install-unavailable">
          {texts.unavailable}
        </p>
      ) : null}
      {view === 'ios' ? (
        <section className="dl-ios" aria-labelledby="dl-ios-guide" data-testid="install-ios-guide">
          <header className="dl-ios__head">
            <h2 id="dl-ios-guide">{texts.iosTitle}</h2>
            <button type="button" className="dl-ios__close" onClick={() => setView('idle')} aria-label={texts.close}>
              ×
            </button>
          </header>
          <ol className="dl-ios__steps">
            <li>
              <span className="dl-ios__pic">
                <ShareIcon />
              </span>
              {texts.iosShare}
            </li>
            <li>
              <span className="dl-ios__pic">
                <AddIcon />
              </span>
              {texts.iosAdd}
            </li>
            <li>
              <span className="dl-ios__pic">
                <DoneIcon />
              </span>
              {texts.iosConfirm}
            </li>
          </ol>
        </section>
      ) : null}
    </div>
  )
}
