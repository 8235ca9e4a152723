/**
 * A real local SMTP server for the tests (npm smtp-server) on 127.0.0.1, a random port, with
 * AUTH PLAIN/LOGIN required (user `mailer`, password `s3cret pass`; no TLS, so insecure auth is
 * allowed on this loopback server only). Each accepted message is kept raw and parsed into its
 * envelope, headers, plain-text and HTML parts (multipart/alternative, quoted-printable, base64 and
 * RFC 2047 encoded words decoded) so a test reads what a mail client would show.
 * Switches: `failNext(n, code)` refuses the next `n` messages at DATA with SMTP reply `code`
 * (451 transient, 550 permanent); `failAlways(code)` until `failAlways(null)`.
 */
import { SMTPServer } from 'smtp-server'
import { failureSwitch } from './failure-switch'

export interface FakeMail {
  from: string
  to: string[]
  headers: Record<string, string>
  subject: string
  text: string | null
  html: string | null
  raw: string
}

export interface FakeSmtp {
  /** `smtp://mailer:s3cret%20pass@127.0.0.1:<port>`: SMTP_URL. */
  url: string
  /** The same with a wrong password. */
  badUrl: string
  mails: FakeMail[]
  /** Messages the server was handed at DATA (accepted or refused on purpose). */
  attempts: number
  failNext(n: number, code: number): void
  failAlways(code: number | null): void
  stop(): Promise<void>
}

const USER = 'mailer'
const PASS = 's3cret pass'

function decodeQp(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header value decoded. */
function decodeWords(v: string): string {
  return v.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _cs, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')).toString('utf8'),
  )
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/)
  const head = at < 0 ? part : part.slice(0, at)
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
  }
  return { headers, body }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (enc === 'quoted-printable') return decodeQp(body).toString('utf8')
  return body
}

/** The text/plain and text/html parts of a raw message (nested multiparts walked). */
export function parseMail(raw: string): Pick<FakeMail, 'headers' | 'subject' | 'text' | 'html'> {
  const top = splitHeaders(raw)
  const found: { text: string | null; html: string | null } = { text: null, html: null }
  const walk = (headers: Record<string, string>, body: string) => {
    const type = headers['content-type'] ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break
        const p = splitHeaders(chunk.replace(/^\r?\n/, ''))
        walk(p.headers, p.body.replace(/\r?\n$/, ''))
      }
    } else if (/^text\/html/i.test(type)) found.html ??= decodeBody(headers, body)
    else if (/^text\/plain/i.test(type)) found.text ??= decodeBody(headers, body)
  }
  walk(top.headers, top.body)
  return { headers: top.headers, subject: decodeWords(top.headers.subject ?? ''), text: found.text?.replace(/\r\n/g, '\n').trimEnd() ?? null, html: found.html }
}

/** Starts the server; resolves once it listens. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: FakeMail[] = []
  const failures = failureSwitch()
  const state = { attempts: 0 }
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === USER && auth.password === PASS) cb(null, { user: USER })
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        state.attempts++
        const code = failures.take()
        if (code !== null) {
          cb(Object.assign(new Error(code < 500 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: code }))
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const envelope = session.envelope
        mails.push({ from: envelope.mailFrom ? envelope.mailFrom.address : '', to: envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) })
        cb()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://${USER}:${encodeURIComponent(PASS)}@127.0.0.1:${port}`,
    badUrl: `smtp://${USER}:wrong@127.0.0.1:${port}`,
    mails,
    get attempts() {
      return state.attempts
    },
    failNext: failures.failNext,
    failAlways: failures.failAlways,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
