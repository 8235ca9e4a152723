import { describe, expect, it } from 'vitest'
import { emailHtml, escapeHtml } from './email-html'

describe('emailHtml', () => {
  it('escapes every piece of text, so a brand or account with markup shows as typed', () => {
    const html = emailHtml({ language: 'en', subject: 'Tom & <Jerry> "code"', text: "Hello <b>o'neil</b>,\n\nYour code is 123456.", highlight: '123456' })
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt; &quot;code&quot;</title>')
    expect(html).toContain('Hello &lt;b&gt;o&#39;neil&lt;/b&gt;,')
    expect(html).not.toContain('<b>')
    expect(html).toContain('Your code is <strong style="font-size:18px;letter-spacing:1px">123456</strong>.')
  })

  it('one paragraph per blank-line block, line breaks kept, a paragraph that is only the secret set apart', () => {
    const html = emailHtml({ language: 'ty', subject: 'S', text: 'Kumusta rosa,\nisang linya\n\nq7N!<T3+ke9W\n\nWakas.', highlight: 'q7N!<T3+ke9W' })
    expect(html).toMatch(/^<!doctype html><html lang="fil" dir="ltr">/)
    expect(html.match(/<p /g)).toHaveLength(3)
    expect(html).toContain('Kumusta rosa,<br>isang linya</p>')
    expect(html).toMatch(/<p style="[^"]*monospace[^"]*">q7N!&lt;T3\+ke9W<\/p>/)
  })

  it('a language without texts gets lang="en", like its English text; Arabic reads right to left', () => {
    expect(emailHtml({ language: 'kk', subject: 'S', text: 'T' })).toMatch(/^<!doctype html><html lang="en" dir="ltr">/)
    expect(emailHtml({ language: 'ar', subject: 'S', text: 'T' })).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
    expect(emailHtml({ language: 'zt', subject: 'S', text: 'T' })).toMatch(/^<!doctype html><html lang="zh-Hant" dir="ltr">/)
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })
})
