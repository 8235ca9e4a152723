/**
 * QR codes for pages (side-menu download hover, app download page, referral tab, register center):
 * an SVG string drawn by the `qrcode` library, cached per URL. A QR code is read by another device,
 * so `url` should be absolute.
 */
import QRCode from 'qrcode'

const qrCache = new Map<string, string>()

/** QR code of `url` as an SVG string (error correction M, 1-module margin, dark on white). */
export async function qrSvg(url: string): Promise<string> {
  const hit = qrCache.get(url)
  if (hit) return hit
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#120c24', light: '#ffffff' } })
  if (qrCache.size > 500) qrCache.clear()
  qrCache.set(url, svg)
  return svg
}
