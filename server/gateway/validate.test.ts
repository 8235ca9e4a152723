import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { jsonBody, validate, VALIDATION_STYLES } from './validate'
import { NOT_AN_OBJECT, issueMessage } from './envelope'
import { tFor } from '../../shared/i18n'

const Body = z.object({ name: z.string().min(1, 'wallet.errors.amount') }).strict()

function app(language: string) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('language', language)
      await next()
    })
    .post('/generic', validate('json', Body), (c) => c.json({ success: true, value: c.req.valid('json') }))
    .post('/wallet', validate('json', Body, VALIDATION_STYLES.wallet), (c) => c.json({ success: true, value: c.req.valid('json') }))
    .post('/body', jsonBody(Body), (c) => c.json({ success: true, value: c.req.valid('json') }))
}

const post = (language: string, path: string, body: string, type: string | null = 'application/json') =>
  app(language).request(path, { method: 'POST', body, headers: type ? { 'content-type': type } : {} })

describe('a body that is not a JSON object (issue 15, decision 0033)', () => {
  it('names the root issue with the i18n key, other issues keep their own message', () => {
    const root = Body.safeParse([]).error!.issues[0]
    expect(issueMessage(root)).toBe(NOT_AN_OBJECT)
    const field = Body.safeParse({ name: '' }).error!.issues[0]
    expect(issueMessage(field)).toBe('wallet.errors.amount')
  })

  it('answers 400 VALIDATION with the field message translated, in every style', async () => {
    for (const language of ['en', 'ty']) {
      for (const [path, raw] of [
        ['/generic', '[]'],
        ['/wallet', '"x"'],
        ['/body', '7'],
      ]) {
        const res = await post(language, path, raw)
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ success: false, code: 'VALIDATION', message: tFor(language)('errors.validation'), fields: [{ field: '', message: tFor(language)(NOT_AN_OBJECT) }] })
      }
    }
    expect(tFor('ty')(NOT_AN_OBJECT)).not.toBe(tFor('en')(NOT_AN_OBJECT))
  })
})

describe('jsonBody: the body as readJson reads it', () => {
  it('validates an untyped body and an empty one like any other (validate("json") would see {} or refuse BAD_JSON)', async () => {
    expect(await (await post('en', '/body', '{"name":"a"}', null)).json()).toEqual({ success: true, value: { name: 'a' } })
    const empty = await post('en', '/body', '')
    expect(empty.status).toBe(400)
    expect((await empty.json()).fields).toEqual([{ field: '', message: tFor('en')(NOT_AN_OBJECT) }])
  })
})
