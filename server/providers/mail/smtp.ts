/**
 * E-mail over SMTP through nodemailer (issue 17; decision 0047). One transport per process, built
 * from SMTP_URL (`smtp://user:pass@host:587` for STARTTLS, `smtps://user:pass@host:465` for TLS
 * from the start) and sending from MAIL_FROM. Each message carries a plain-text part and, when the
 * platform gives one, its HTML rendering (multipart/alternative).
 *
 * Transient failures are retried by {@link withRetries}: connection errors and timeouts, and SMTP 4xx
 * replies (RFC 5321 "transient negative completion": greylisting, a full queue). A 5xx reply
 * (unknown mailbox, refused credentials) or a refused TLS or configuration ends at once. The
 * reason given back never holds the SMTP password or the message.
 */
import nodemailer from 'nodemailer'
import type { EmailProvider } from '../../platform/verification/email-provider'
import { DEFAULT_RETRY_POLICY, abortedBy, withRetries, type AttemptOutcome, type RetryPolicy } from '../retry'

export interface SmtpOptions {
  /** SMTP_URL: `smtp[s]://user:pass@host:port` (user and password URL-encoded). */
  url: string
  /** MAIL_FROM: `no-reply@brand.example` or `"Royal Lucky" <no-reply@brand.example>`. */
  from: string
  retry?: RetryPolicy
  /** Accept a self-signed certificate (the tests' local server only). */
  allowSelfSigned?: boolean
}

/** nodemailer error codes that are worth another attempt (the network, not the message). */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPROTOCOL'])

/** One failed sendMail as an attempt outcome (SMTP 4xx and network errors transient, the rest permanent). */
export function classifySmtpError(err: unknown): AttemptOutcome {
  const e = (err ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string }
  if (typeof e.responseCode === 'number') {
    const reason = `SMTP ${e.response ?? e.responseCode}`.replace(/\s+/g, ' ')
    return e.responseCode >= 400 && e.responseCode < 500 ? { kind: 'transient', reason } : { kind: 'permanent', reason }
  }
  const reason = `${e.code ?? 'error'}: ${e.message ?? String(err)}`.replace(/\s+/g, ' ')
  return e.code && TRANSIENT_CODES.has(e.code) ? { kind: 'transient', reason } : { kind: 'permanent', reason }
}

/**
 * The SMTP adapter of the platform's EmailProvider port; `send` resolves (never rejects) after the
 * last attempt, delivered with the Message-ID once the server accepted the message.
 * @throws Error at construction when `url` is not an smtp:// or smtps:// URL or `from` is empty.
 */
export function smtpProvider(opts: SmtpOptions): EmailProvider {
  const parsed = URL.canParse(opts.url) ? new URL(opts.url) : null
  if (!parsed || !/^smtps?:$/.test(parsed.protocol)) throw new Error('smtpProvider: SMTP_URL must be smtp://user:pass@host:port or smtps://…')
  if (!opts.from.trim()) throw new Error('smtpProvider: MAIL_FROM is required')
  const policy = opts.retry ?? DEFAULT_RETRY_POLICY
  const password = decodeURIComponent(parsed.password)
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: policy.timeoutMs,
    greetingTimeout: policy.timeoutMs,
    socketTimeout: policy.timeoutMs,
    ...(opts.allowSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
  })
  const clean = (reason: string) => (password ? reason.split(password).join('***') : reason).slice(0, 300)

  return {
    name: 'smtp',
    async send(to, subject, text, html) {
      const result = await withRetries(async (signal): Promise<AttemptOutcome> => {
        try {
          // nodemailer takes no signal: the attempt's time is raced (its own timeouts end the connection).
          const info = await Promise.race([transport.sendMail({ from: opts.from, to, subject, text, ...(html ? { html } : {}) }), abortedBy(signal)])
          if (info.rejected.length > 0) return { kind: 'permanent', reason: `SMTP refused the recipient: ${info.response}` }
          return { kind: 'done', ref: info.messageId }
        } catch (err) {
          if (signal.aborted) return { kind: 'transient', reason: 'timeout' }
          return classifySmtpError(err)
        }
      }, policy)
      return result.delivered ? result : { ...result, reason: clean(result.reason) }
    },
  }
}
