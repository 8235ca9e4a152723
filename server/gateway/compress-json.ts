/**
 * Compression of the gateway's JSON answers (issue 16, decision 0040): an `application/json`
 * response of at least `JSON_COMPRESS_MIN` bytes goes out brotli- (quality 4) or gzip-compressed
 * when the client accepts it, with `Vary: Accept-Encoding`. Smaller answers (most envelopes) and
 * anything already encoded or streamed (event streams, pages) pass as they are. hono/compress is
 * not used: it offers no brotli and cannot see the size of a body without a Content-Length.
 */
import { createMiddleware } from 'hono/factory'
import { brotliCompressSync, constants } from 'node:zlib'
import { pickEncoding } from '../rsc/render-cache'

/** Bytes under which a JSON answer is sent as it is: compressing it saves less than the headers it adds. */
export const JSON_COMPRESS_MIN = 1024

const JSON_TYPE = /^application\/json\b/i

/** Middleware: compresses the JSON answer of the route after it (see the module comment). */
export const compressJson = createMiddleware(async (c, next) => {
  await next()
  const res = c.res
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding') || !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return
  c.header('Vary', 'Accept-Encoding', { append: true })
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  if (encoding === 'identity') return
  const body = new Uint8Array(await res.arrayBuffer())
  const small = body.byteLength < JSON_COMPRESS_MIN
  const out = small
    ? body
    : encoding === 'br'
      ? new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }))
      : Bun.gzipSync(body, { level: 6 })
  c.res = new Response(out, c.res)
  c.res.headers.delete('Content-Length')
  if (!small) c.res.headers.set('Content-Encoding', encoding)
})
