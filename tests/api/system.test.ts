import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'

const t = createTestApp()
afterAll(() => t.cleanup())

describe('GET /wps/system/status', () => {
  it('returns the permission payload of spec §3 with status 0 for a normal visitor', async () => {
    const { status, body } = await t.get('/wps/system/status', { headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const v = body.value
    expect(v.status).toBe(0)
    expect(v.maintenance).toBe(false)
    expect(v.regionRestriction).toBe(false)
    expect(v.maintenanceEnd).toBeNull()
    expect(v.location).toEqual({ ip: '198.51.100.7' })
    for (const key of ['customerService', 'domainRoute', 'resources', 'whitelabel', 'register', 'mainDomain', 'imageCDNs', 'launchGameCDNs']) {
      expect(v.info).toHaveProperty(key)
    }
    expect(v.info.imageCDNs.length).toBeGreaterThan(0)
    const telegram = v.info.customerService.filter((c: { type: string }) => c.type === 'TELEGRAM').map((c: { csPosition: number }) => c.csPosition)
    expect(telegram).toEqual([1, 2, 3])
    expect(v.info.customerService.some((c: { type: string; csPosition: number }) => c.type === 'FACEBOOK' && c.csPosition === 1)).toBe(true)
  })

  it('lists every whitelabel flag of spec §3 as enabled in the module tree', async () => {
    const { body } = await t.get('/wps/system/whitelabel')
    const ids: string[] = []
    const walk = (nodes: { modId: string; enabled: string; childrenNodes: unknown[] }[]) =>
      nodes.forEach((n) => {
        if (n.enabled === '1') ids.push(n.modId)
        walk(n.childrenNodes as never)
      })
    walk(body.value)
    for (const flag of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'CHNGPASSVERIF3',
      'AGENTPOLICY3',
      'PTSYS3',
      'MANPLAYREB3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'LIVECHAT',
    ]) {
      expect(ids).toContain(flag)
    }
  })

  it('reports maintenance (status 1) with its end time once an operator switches it on, and maintenance wins over region restriction', async () => {
    const end = Date.UTC(2030, 0, 1, 6)
    t.platform.brand.setRegionRestriction(true, ['203.0.113.'])
    t.platform.brand.setMaintenance(true, end)
    const { body } = await t.get('/wps/system/status', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(body.value.status).toBe(1)
    expect(body.value.maintenance).toBe(true)
    expect(body.value.maintenanceEnd).toBe(end)
    t.platform.brand.setMaintenance(false)
    const after = await t.get('/wps/system/status', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(after.body.value.status).toBe(2)
    expect(after.body.value.regionRestriction).toBe(true)
    const elsewhere = await t.get('/wps/system/status', { headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(elsewhere.body.value.status).toBe(0)
    t.platform.brand.setRegionRestriction(false, [])
    const cleared = await t.get('/wps/system/status', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(cleared.body.value.status).toBe(0)
  })

  it('refuses unknown query fields with 400 VALIDATION in the envelope', async () => {
    const { status, body } = await t.get('/wps/system/status?bogus=1')
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' })
    expect(typeof body.message).toBe('string')
  })
})

describe('other system calls', () => {
  it('GET /wps/system/domainRoute lists the member and agent domains', async () => {
    const { body } = await t.get('/wps/system/domainRoute')
    expect(body.value.map((d: { site: string }) => d.site).sort()).toEqual(['AGENT', 'MEMBER'])
  })

  it('GET /wps/system/helpCenter returns sanitised articles in the requested language', async () => {
    const en = await t.get('/wps/system/helpCenter?language=en&device=WEB')
    const ty = await t.get('/wps/system/helpCenter?language=ty&device=WEB')
    expect(en.body.value.length).toBeGreaterThan(0)
    expect(en.body.value.map((a: { anchor: string }) => a.anchor)).toContain('term')
    expect(ty.body.value[0].title).not.toBe(en.body.value[0].title)
    for (const a of en.body.value) expect(a.content).not.toMatch(/<script/i)
  })

  it('GET /wps/system/helpCenter refuses an unknown device', async () => {
    const { status, body } = await t.get('/wps/system/helpCenter?device=TV')
    expect(status).toBe(400)
    expect(body.fields?.[0]?.field).toBe('device')
  })

  it('answers unknown /wps paths with a 404 envelope', async () => {
    const { status, body } = await t.get('/wps/relay/NOPE')
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('translates envelope messages into Filipino when asked', async () => {
    const en = await t.get('/wps/relay/NOPE?language=en')
    const ty = await t.get('/wps/relay/NOPE?language=ty')
    expect(ty.body.message).not.toBe(en.body.message)
  })
})
