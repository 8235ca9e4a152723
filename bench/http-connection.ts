/**
 * A lean load-generator connection for the benchmarks: one keep-alive HTTP/1.1 connection (Bun's
 * TCP socket), one request at a time, as a closed-loop client sends them. It writes the request
 * line and headers itself and reads `Content-Length` bodies, so a call costs the generator a few
 * µs of CPU instead of fetch's ~35 (measured in bench/vendor.ts): on a machine whose cores the
 * server shares with its load generator, that CPU goes to the server. The server sees ordinary
 * HTTP/1.1 requests on persistent connections, as from fetch's keep-alive pool.
 * Only what the server fixture answers is supported: no chunked bodies, no redirects.
 */
import type { Socket } from 'bun'

export interface HttpAnswer {
  /** HTTP status code. */
  status: number
  /** The response body (UTF-8). */
  body: string
}

export interface HttpConnection {
  /**
   * POSTs `body` (UTF-8 JSON) to `path` with the extra `headers` (`name: value` lines joined by
   * CRLF, or ''); resolves with the answer. Rejects when the connection closes or errors.
   * @example await conn.post('/wallet-api/v1/PG/bet', raw, `x-signature: ${sig}`)
   */
  post(path: string, body: string, headers: string): Promise<HttpAnswer>
  close(): void
}

const HEAD_END = Buffer.from('\r\n\r\n')

/** Opens one connection to `host:port`. */
export async function openHttpConnection(host: string, port: number): Promise<HttpConnection> {
  let buf: Buffer = Buffer.alloc(0)
  let pending: { resolve: (a: HttpAnswer) => void; reject: (e: unknown) => void } | null = null
  const fail = (error: unknown) => {
    const p = pending
    pending = null
    p?.reject(error)
  }
  /** Answers the pending request once its whole response is in `buf`. */
  const tryAnswer = () => {
    const headEnd = buf.indexOf(HEAD_END)
    if (headEnd < 0 || !pending) return
    const head = buf.toString('latin1', 0, headEnd)
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)
    if (!length) return fail(new Error(`response without Content-Length: ${head.slice(0, 200)}`))
    const end = headEnd + 4 + Number(length[1])
    if (buf.length < end) return
    const answer = { status: Number(head.slice(9, 12)), body: buf.toString('utf8', headEnd + 4, end) }
    buf = buf.subarray(end)
    const p = pending
    pending = null
    p.resolve(answer)
  }
  const socket: Socket = await Bun.connect({
    hostname: host,
    port,
    socket: {
      data(_s, chunk) {
        buf = buf.length === 0 ? Buffer.from(chunk) : Buffer.concat([buf, chunk])
        tryAnswer()
      },
      close() {
        fail(new Error('connection closed'))
      },
      error(_s, error) {
        fail(error)
      },
    },
  })
  const hostHeader = `${host}:${port}`
  return {
    post(path, body, headers) {
      if (pending) return Promise.reject(new Error('one request at a time per connection'))
      const request = `POST ${path} HTTP/1.1\r\nHost: ${hostHeader}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers ? `${headers}\r\n` : ''}\r\n${body}`
      return new Promise<HttpAnswer>((resolve, reject) => {
        pending = { resolve, reject }
        const written = socket.write(request)
        if (written !== Buffer.byteLength(request)) fail(new Error(`request written in part (${written} bytes)`))
      })
    },
    close() {
      socket.end()
    },
  }
}
