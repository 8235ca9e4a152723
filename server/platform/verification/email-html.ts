/**
 * The HTML rendering of the platform's e-mails (issue 17: "plain-text and HTML bodies in the member's
 * language"): the same translated text as the plain-text part, escaped, one `<p>` per paragraph,
 * the code or temporary password set apart so it is easy to read and copy. One small template for
 * every e-mail the platform sends (verification codes, new-IP check, forgot password); inline
 * styles only, since mail clients drop `<style>` and external sheets.
 */
import { COMPLETE_LANGUAGES, dirOf, htmlLangOf } from '../../../shared/i18n/languages'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** `s` with `& < > " '` replaced by entities, safe as HTML text and attribute value. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
}

export interface EmailHtmlInput {
  /** The member's language code (`en`, `ty`…); a language without texts gets `lang="en"` like its English text. */
  language: string
  /** The translated subject, shown as the heading and the document title. */
  subject: string
  /** The translated plain-text body: paragraphs split by blank lines, lines by `\n`. */
  text: string
  /** The code or password inside `text`: a paragraph that is only this becomes a boxed block, elsewhere it is bold. */
  highlight?: string
}

/**
 * A complete HTML document of the message, every piece of text escaped (a brand name or account
 * with `<` or `&` shows as typed). Pure.
 * @example emailHtml({ language: 'ty', subject: 'Code', text: 'Ang code ay 123456.', highlight: '123456' })
 *   // '<!doctype html><html lang="fil">…<p …>Ang code ay <strong …>123456</strong>.</p>…'
 */
export function emailHtml(input: EmailHtmlInput): string {
  const lang = (COMPLETE_LANGUAGES as readonly string[]).includes(input.language) ? htmlLangOf(input.language) : 'en'
  // Arabic and the other right-to-left languages read right to left in the mail client too (decision 0055).
  const dir = (COMPLETE_LANGUAGES as readonly string[]).includes(input.language) ? dirOf(input.language) : 'ltr'
  const mark = input.highlight ? escapeHtml(input.highlight) : null
  const paragraphs = input.text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const html = escapeHtml(p)
      if (mark && html === mark) {
        return `<p style="margin:16px 0;padding:12px 16px;background:#f4f1e8;border-radius:6px;font:bold 22px/1.3 Menlo,Consolas,monospace;letter-spacing:2px;text-align:center">${html}</p>`
      }
      const body = mark ? html.split(mark).join(`<strong style="font-size:18px;letter-spacing:1px">${mark}</strong>`) : html
      return `<p style="margin:0 0 14px">${body.replace(/\n/g, '<br>')}</p>`
    })
    .join('')
  const subject = escapeHtml(input.subject)
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${subject}</title></head>` +
    '<body style="margin:0;padding:24px 12px;background:#f6f6f6;color:#1d1d1f;font:15px/1.5 -apple-system,Segoe UI,Roboto,Arial,sans-serif">' +
    '<div style="max-width:520px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">' +
    `<h1 style="margin:0 0 16px;font-size:18px;line-height:1.3">${subject}</h1>${paragraphs}</div></body></html>`
  )
}
