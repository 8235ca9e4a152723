/**
 * Benchmark ceiling: the cheapest possible route on the same stack (Bun.serve + Hono, no database,
 * no React, no middleware). `GET /ping` answers `{"ok":true}` (11 bytes of JSON); `POST /echo` parses a
 * JSON body and answers a small JSON envelope naming its `amount`: the cheapest money-shaped call
 * (bench/floors.ts measures its CPU per request).
 *
 * Started by bench/throughput.ts and bench/floors.ts as its own process (`bun bench/ceiling.ts`, env
 * PORT, HOST defaulting to 127.0.0.1). The requests per second it sustains under the same autocannon settings as the lobby's
 * routes is the 100 % that every other route is reported against ("ratio to ceiling"). It measures
 * nothing by itself; it is not part of the application.
 */
import { Hono } from 'hono'

const app = new Hono()
app.get('/ping', (c) => c.json({ ok: true }))
app.post('/echo', async (c) => {
  const body = await c.req.json<{ amount?: number }>()
  return c.json({ success: true, value: { amount: body.amount ?? 0, balance: 1_000_000 } })
})

const server = Bun.serve({
  hostname: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3990),
  development: false,
  fetch: app.fetch,
})
console.log(`[ceiling] listening on http://${server.hostname}:${server.port}/ping`)

const stop = () => {
  server.stop(true)
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
