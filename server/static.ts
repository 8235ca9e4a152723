/**
 * Serves the built client assets from memory: hashed files under /assets are immutable for a year;
 * the precompressed .br/.gz siblings written by the build are chosen by Accept-Encoding.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { join, relative, extname } from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

interface Asset {
  type: string
  identity: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
  immutable: boolean
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
}

export function loadStaticAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  if (!existsSync(root)) return assets
  for (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue
    const url = `/${relative(root, file).split('\\').join('/')}`
    assets.set(url, {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      identity: readFileSync(file),
      br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
      immutable: url.startsWith('/assets/'),
    })
  }
  return assets
}

/** Answers a GET for a known asset, or null. */
export function serveAsset(assets: Map<string, Asset>, req: Request, pathname: string): Response | null {
  const a = assets.get(pathname)
  if (!a) return null
  const accept = req.headers.get('accept-encoding') ?? ''
  const headers: Record<string, string> = {
    'Content-Type': a.type,
    'Cache-Control': a.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  }
  let body = a.identity
  if (a.br && /\bbr\b/.test(accept)) {
    body = a.br
    headers['Content-Encoding'] = 'br'
  } else if (a.gzip && /\bgzip\b/.test(accept)) {
    body = a.gzip
    headers['Content-Encoding'] = 'gzip'
  }
  return new Response(body as Uint8Array<ArrayBuffer>, { headers })
}
