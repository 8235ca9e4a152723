/**
 * Texts of the islands that load on demand (decision 0058), served once per language and build
 * instead of travelling in every page's Flight: the account dialogs' ~300 texts were a third of the
 * anonymous home page's Flight (13 KB) and a fifth of its brotli bytes, rendered, serialised, decoded
 * and compressed on every render although a visitor sees them only after a click.
 *
 * `GET /texts/:set?lang=<code>&v=<hash>` answers the set's texts (`{ key: text }`) in the language:
 * JSON, precompressed (brotli 11, gzip 9) once per set and language, and cacheable for a year when `v`
 * is the hash of that answer (what `islandTextsUrl` writes into the page), so a browser fetches each
 * set once per language and build. The texts are the build's i18n trees (no brand content), so the
 * hash changes only with a build that changes them. An unknown language is the default one; an
 * unknown set or query field is refused (400 VALIDATION, translated).
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants } from 'node:zlib'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../gateway/env'
import { validate } from '../../gateway/validate'
import { tFor } from '../../../shared/i18n'
import { resolveLanguage } from '../../../shared/i18n/languages'
import { AUTH_TEXT_KEYS } from '../../../client/islands/auth/texts'
import { pickEncoding } from '../../rsc/render-cache'

/** The sets an island may ask for, by name: the keys each one needs. */
export const ISLAND_TEXT_SETS = { auth: AUTH_TEXT_KEYS } as const satisfies Record<string, readonly string[]>
export type IslandTextSet = keyof typeof ISLAND_TEXT_SETS

interface Answer {
  hash: string
  identity: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
}

const answers = new Map<string, Answer>()

/** The set's texts in `language` as served: JSON and its compressed copies, made once. */
function answerOf(set: IslandTextSet, language: string): Answer {
  const key = `${set}|${language}`
  let a = answers.get(key)
  if (!a) {
    const t = tFor(language)
    const identity = new TextEncoder().encode(JSON.stringify(Object.fromEntries(ISLAND_TEXT_SETS[set].map((k) => [k, t(k)]))))
    a = {
      hash: createHash('sha256').update(identity).digest('base64url').slice(0, 16),
      identity,
      br: new Uint8Array(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })),
      gzip: Bun.gzipSync(identity, { level: 9 }),
    }
    answers.set(key, a)
  }
  return a
}

/**
 * The URL of a set's texts in `language` (a language code of shared/i18n/languages.ts), carrying the
 * hash of the answer so the browser may keep it for a year. What a page passes to the island.
 */
export function islandTextsUrl(set: IslandTextSet, language: string): string {
  return `/texts/${set}?lang=${language}&v=${answerOf(set, language).hash}`
}

const ParamSchema = z.object({ set: z.enum(Object.keys(ISLAND_TEXT_SETS) as [IslandTextSet, ...IslandTextSet[]]) })
const QuerySchema = z.object({ lang: z.string().max(16).optional(), v: z.string().max(32).optional() }).strict()

/** `GET /texts/:set` (see the module comment); mounted with the page routes (server/rsc/pages.tsx). */
export const islandTexts = new Hono<AppEnv>().get('/texts/:set', validate('param', ParamSchema), validate('query', QuerySchema), (c) => {
  const { set } = c.req.valid('param')
  const { lang, v } = c.req.valid('query')
  const a = answerOf(set, resolveLanguage(lang))
  const enc = pickEncoding(c.req.header('accept-encoding'))
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    // The hash names this very answer: kept a year; any other (or none) is checked again each time.
    'Cache-Control': v === a.hash ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  }
  if (enc !== 'identity') headers['Content-Encoding'] = enc
  return c.body(enc === 'br' ? a.br : enc === 'gzip' ? a.gzip : a.identity, 200, headers)
})
