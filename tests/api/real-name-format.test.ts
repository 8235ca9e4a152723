/**
 * spec §8 "Real name format is incorrect" (issue 18, decision 0048): a real name that does not match
 * the brand's rule is refused with that text, in the member's language, on registration (payeeName)
 * and in the profile (realName); a name of the wrong length keeps the rule's own text.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor, solvedCaptcha } from '../fixtures/app'
import { apiClient, signIn } from '../fixtures/api-client'

const t = createTestApp()
afterAll(() => t.cleanup())
const { call } = apiClient(t, { headers: { 'content-type': 'application/json' } })

type Field = { field: string; message: string }
const fieldOf = (body: { fields?: Field[] }, name: string) => body.fields?.find((f) => f.field === name)?.message

describe('Real name format is incorrect', () => {
  it('refuses a registration whose real name has digits, in English and Filipino, and registers nobody', async () => {
    for (const [language, text] of [
      ['en', 'Real name format is incorrect'],
      ['ty', 'Mali ang format ng tunay na pangalan'],
    ]) {
      const r = await call('PUT', `/wps/member/register?language=${language}`, {
        json: await encryptFor(t.app, { ...solvedCaptcha(t), username: `realname${language}1`, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', payeeName: 'Juan 123' }),
      })
      expect(r.status).toBe(400)
      expect(fieldOf(r.body, 'payeeName')).toBe(text)
      expect(t.platform.members.byLogin(`realname${language}1`)).toBeUndefined()
    }
    const short = await call('PUT', '/wps/member/register', {
      json: await encryptFor(t.app, { ...solvedCaptcha(t), username: 'realname02', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', payeeName: 'J' }),
    })
    expect(fieldOf(short.body, 'payeeName')).toBe('2–50 characters: English letters and spaces only')
  })

  it('refuses a profile real name of the wrong form and keeps the profile unchanged', async () => {
    const m = await signIn(t, 'realnm')
    const r = await m.call('PUT', '/wps/member/info?language=ty', { json: { realName: 'Ana_Cruz!' } })
    expect(r.status).toBe(400)
    expect(fieldOf(r.body, 'realName')).toBe('Mali ang format ng tunay na pangalan')
    expect((await m.call('GET', '/wps/member/info/profile')).body.value.realName).toBeNull()
    expect((await m.call('PUT', '/wps/member/info', { json: { realName: 'Ana Cruz' } })).status).toBe(200)
  })
})
