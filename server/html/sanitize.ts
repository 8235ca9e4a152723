/**
 * Sanitises operator-written HTML (announcements, help) before it reaches a page or API client,
 * with sanitize-html (a well-kept allow-list sanitiser) rather than our own rules.
 * @see DESIGN §3 "Server-provided HTML ... is sanitised by a well-kept sanitiser"
 */
import sanitize from 'sanitize-html'

const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, options)
}
