/** Writes .br and .gz siblings for every text asset of dist/client (served by server/static.ts). */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = join(import.meta.dirname, '../..', 'dist/client')
const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]))
let count = 0
for (const file of walk(root)) {
  if (!/\.(js|css|svg|json|txt|html)$/.test(file)) continue
  const raw = readFileSync(file)
  writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }))
  count++
}
console.log(`[precompress] ${count} assets compressed`)
