/** Image and launch CDN bases are chosen at random from the brand's lists (spec §9). */
export function pickCdn(list: string[]): string {
  if (list.length === 0) return ''
  return list[Math.floor(Math.random() * list.length)].replace(/\/+$/, '')
}
