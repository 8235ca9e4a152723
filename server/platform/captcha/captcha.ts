/**
 * Image captchas for login (after a failure, spec §4 "captcha marker"), registration and feedback
 * (spec §5). The image is an SVG drawn by `svg-captcha` (pure JavaScript, glyphs from a bundled
 * font turned into paths, so no text to scrape from the markup and no native build). The text is
 * drawn from `crypto.getRandomValues`, not the library's `Math.random`. Answers live in the
 * `captchas` table: compared case-insensitively, single use (any verify attempt consumes the
 * challenge), 5 minutes of life, old rows pruned opportunistically.
 * The 1-per-second refresh limit (spec §5, §9) is the gateway throttle `captchaRefresh`.
 * @see product-spec §4, §5, §9; DESIGN §2 (INVALID_CAPTCHA)
 */
import svgCaptcha from 'svg-captcha'
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { captchas } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'

/** Challenge life, ms. */
export const CAPTCHA_TTL_MS = 5 * 60_000
/** Characters a challenge uses: no 0/O/o, 1/I/l/i look-alikes (the answer is case-insensitive). */
export const CAPTCHA_CHARS = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
/** Characters per challenge. */
export const CAPTCHA_LENGTH = 4
const PRUNE_EVERY_MS = 60_000

type SvgOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>
/** svg-captcha's documented `svgCaptcha(text, options)` form (README), missing from its typings. */
const renderSvg = svgCaptcha as unknown as (text: string, options?: SvgOptions) => string

/** `length` characters of `chars`, uniformly from crypto.getRandomValues (rejection sampling). */
function randomText(length: number, chars: string): string {
  const limit = 256 - (256 % chars.length)
  let out = ''
  const buf = new Uint8Array(length * 2)
  while (out.length < length) {
    crypto.getRandomValues(buf)
    for (const b of buf) {
      if (b < limit) out += chars[b % chars.length]
      if (out.length === length) break
    }
  }
  return out
}

/** A fresh challenge as the gateway returns it. */
export interface CaptchaChallenge {
  /** Opaque id (UUID) the client sends back with the answer. */
  id: string
  /** `data:image/svg+xml;base64,...`, ready for an `<img src>`. */
  image: string
  /** UTC ms after which the challenge is refused. */
  expiresAt: number
}

/**
 * Captcha challenges of the platform (one brand per process, so the table is not brand-keyed).
 *
 * - `create()`: draws a 4-character challenge, stores its lower-cased answer with
 *   `expiresAt = ctx.now() + 5 min`, prunes expired or used rows at most once a minute, and returns
 *   `{ id, image, expiresAt }`.
 * - `verify(id, answer)`: `true` only when the challenge exists, is unused and unexpired, and the
 *   answer matches ignoring case and surrounding spaces. Any attempt on a live challenge consumes
 *   it (right or wrong), so a client must `create()` again after a miss. Never throws for a wrong,
 *   unknown or empty answer: returns `false` (the gateway answers `INVALID_CAPTCHA`).
 *
 * Times come from `ctx.now()` (UTC ms).
 */
export function captchaModule(ctx: PlatformContext) {
  const { db } = ctx
  let lastPruneAt = -Infinity

  function pruneIfDue(now: number) {
    if (now - lastPruneAt < PRUNE_EVERY_MS) return
    lastPruneAt = now
    db.delete(captchas)
      .where(or(lt(captchas.expiresAt, now), isNotNull(captchas.usedAt)))
      .run()
  }

  return {
    /** A new challenge, live for 5 minutes. */
    create(): CaptchaChallenge {
      const now = ctx.now()
      pruneIfDue(now)
      const text = randomText(CAPTCHA_LENGTH, CAPTCHA_CHARS)
      const svg = renderSvg(text, { width: 150, height: 50, noise: 3, color: true, background: '#f4f4f5' })
      const id = crypto.randomUUID()
      const expiresAt = now + CAPTCHA_TTL_MS
      db.insert(captchas).values({ id, answer: text.toLowerCase(), createdAt: now, expiresAt }).run()
      return { id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresAt }
    },

    /** `true` for the right answer to a live challenge; consumes the challenge either way; never throws. */
    verify(id: string, answer: string): boolean {
      if (typeof id !== 'string' || !id) return false
      const now = ctx.now()
      // One statement: consume the live challenge and read its answer, so two racing verifies cannot both pass.
      const row = db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
        .returning({ answer: captchas.answer })
        .get()
      if (!row) return false
      const given = typeof answer === 'string' ? answer.trim().toLowerCase() : ''
      return given.length > 0 && given === row.answer
    },
  }
}

export type CaptchaModule = ReturnType<typeof captchaModule>
