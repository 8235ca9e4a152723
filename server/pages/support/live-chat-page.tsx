/**
 * The embedded live chat page, /livechat (decision 0018): what CBS_launchChat's chatUrl opens for
 * the brand's own LIVECHAT service — shown in the side menu's chat panel (an iframe) or on its own
 * on a phone. The signed-in member's conversation so far, rendered on the server, then the chat
 * island that sends and polls. A visitor who is not signed in gets the guest chat (decision 0059):
 * name and contact first, then the same chat, kept across reloads by its signed cookie; signing in
 * later shows the member's own conversation (the guest's is never merged into it).
 * No lobby layout: it lives inside a small panel.
 */
import type { PageContext } from '../context'
import { ChatWindow } from '../../../client/islands/support/chat-window'
import { GuestChat, type GuestTexts } from '../../../client/islands/support/guest-chat'
import { CHAT_TEXT_MAX, GUEST_CONTACT_MAX, GUEST_NAME_MAX } from '../../../shared/schemas/support'

const TEXT_KEYS = ['placeholder', 'send', 'sending', 'empty', 'you', 'operator', 'failed', 'messages', 'counter'] as const
const GUEST_KEYS = ['lead', 'name', 'contact', 'contactHint', 'start', 'starting', 'as', 'separate', 'loading', 'failed'] as const

export function LiveChatPage({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const brand = ctx.platform.brand.info()
  const member = ctx.member
  // In the side menu's panel (`embedded=1`) the panel carries the title: only the note stays.
  const embedded = ctx.url.searchParams.get('embedded') === '1'
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, t(`support.chat.${k}`, { count: '{{count}}', max: '{{max}}' })])) as Record<(typeof TEXT_KEYS)[number], string>
  return (
    <main className="chat-page" data-testid="live-chat">
      {embedded ? (
        <p className="chat-page__note">{t('support.chat.lead')}</p>
      ) : (
        <header className="chat-page__head">
          <span className="logo-mark" aria-hidden="true">
            {brand.name.slice(0, 1)}
          </span>
          <div>
            <h1>
              {t('support.chat.title')} · {brand.name}
            </h1>
            <p>{t('support.chat.lead')}</p>
          </div>
          <a className="chat-page__back" href="/" target="_top">
            {t('support.chat.back')}
          </a>
        </header>
      )}
      {member ? (
        <ChatWindow initial={ctx.platform.chat.messages(member.id)} max={CHAT_TEXT_MAX} texts={texts} language={ctx.language} />
      ) : (
        <GuestChat
          texts={texts}
          guestTexts={Object.fromEntries(GUEST_KEYS.map((k) => [k, t(`support.chat.guest.${k}`, { name: '{{name}}' })])) as GuestTexts}
          language={ctx.language}
          max={CHAT_TEXT_MAX}
          nameMax={GUEST_NAME_MAX}
          contactMax={GUEST_CONTACT_MAX}
        />
      )}
    </main>
  )
}
