/**
 * The one reader of request bodies for the gateway (/wps, /lgw) and the embedded vendors' servers
 * (/vendors), issue 14 §4 and decision 0031: a client's mistake in a body is a 4xx in the envelope,
 * never a 500.
 * - `clientBody` (middleware): caps the body (64 KiB, or 16 MiB for multipart uploads) with
 *   hono/body-limit → 413 TOO_LARGE; then parses a JSON (or untyped) body once, so a malformed or
 *   truncated one is refused here with 400 BAD_JSON before any handler or validator sees it.
 * - `readJson(c)`: the parsed body for handlers (`undefined` when empty); the text is cached by
 *   Hono, so reading it again costs a parse, not a second read of the stream.
 * Routes that need the raw bytes (the vendors' HMAC-signed wallet calls) keep `c.req.text()`.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './env'
import { clientMistake, logClientMistake } from './envelope'
import { DomainError } from '../platform/errors'

/** Largest JSON (or untyped) body, in bytes: the largest real one (an encrypted register) is under 20 KB. */
export const JSON_BODY_MAX_BYTES = 64 * 1024
/** Largest multipart body, in bytes: three 5 MB images (spec §5 activity application) plus the fields. */
export const UPLOAD_BODY_MAX_BYTES = 16 * 1024 * 1024

/** A body the server cannot read: BAD_JSON (400). */
export class BodyError extends DomainError<'BAD_JSON'> {}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i
const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase()
const isUpload = (type: string) => type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded'

/**
 * The request's JSON body: `undefined` when empty (or only whitespace), else the parsed value of
 * any JSON shape (the caller's zod schema decides what fits).
 * @throws BodyError BAD_JSON (400) when the body is not JSON (malformed, truncated, binary);
 *   the refusal is logged as one line with the request id.
 */
export async function readJson<E extends AppEnv>(c: Context<E>): Promise<unknown> {
  const parsed = parse(await c.req.text())
  if (parsed.ok) return parsed.value
  logClientMistake(c, 400, 'BAD_JSON')
  throw new BodyError('BAD_JSON', 'errors.badJson', 400)
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/**
 * A route's own body limit for an upload (multipart) body, on top of `clientBody`'s, answered by
 * `onError` (the route's refusal in the envelope). A JSON or untyped body was already read, and
 * capped at JSON_BODY_MAX_BYTES, by `clientBody`: it passes untouched, since hono/body-limit would
 * read its used stream again and throw (a 500). `maxSize` is at least JSON_BODY_MAX_BYTES.
 */
export function uploadBodyLimit(maxSize: number, onError: (c: Context<AppEnv>) => Response): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError: onError as never })
  return (c, next) => (c.req.raw.bodyUsed ? next() : limit(c, next))
}

const tooLarge = (c: Context<AppEnv>) => clientMistake(c, 413, 'TOO_LARGE', 'errors.tooLarge')
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge as never })
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: tooLarge as never })

/**
 * Middleware: the body limit (413 TOO_LARGE in the envelope), then, for a body that is JSON or
 * untyped, one parse (400 BAD_JSON in the envelope when it is not JSON). Bodiless methods pass.
 */
export const clientBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next()
  const type = mediaType(c)
  const limit = isUpload(type) ? uploadLimit : jsonLimit
  let refused: Response | undefined
  const limited = await limit(c, async () => {
    if ((type === '' || JSON_TYPE.test(type)) && !parse(await c.req.text()).ok) refused = clientMistake(c, 400, 'BAD_JSON', 'errors.badJson')
    else await next()
  })
  return refused ?? limited
}
