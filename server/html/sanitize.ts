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

/** Clean HTML by its source: the same operator text is sanitised once (sanitize-html parses and rebuilds it, ~0.1 ms each; every page shows the notices and popups). */
const memo = new Map<string, string>()
const MEMO_MAX = 1_000

/** `html` with only the allowed tags, attributes and URL schemes left (pure: the same input gives the same output). */
export function sanitizeHtml(html: string): string {
  let clean = memo.get(html)
  if (clean === undefined) {
    clean = sanitize(html, options)
    if (memo.size >= MEMO_MAX) memo.clear()
    memo.set(html, clean)
  }
  return clean
}
