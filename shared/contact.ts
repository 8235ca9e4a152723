/**
 * Customer-service contact paths (spec §3 customer service entry: `path` is encoded and decoded on
 * the client): base64 of an http(s) address or of a local path (the embedded live chat, /livechat).
 */

/** The contact address a base64 `path` names, or null when it is not a safe link. */
export function decodeContactPath(path: string): string | null {
  let url: string
  try {
    url = atob(path)
  } catch {
    return null
  }
  return /^https?:\/\/[^\s]+$/.test(url) || /^\/(?!\/)[^\s]*$/.test(url) ? url : null
}
