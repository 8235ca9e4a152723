/**
 * The query every call of the embedded vendors' servers (in-house, lottery) may carry: `?language=`,
 * the answer's language. The app's language middleware reads it (server/app.ts, any value, falling
 * back to the lobby's cookie), so this schema never refuses: it only names the field, so that the
 * typed client (hono/client) lets an island send it. Other query fields are ignored, as before.
 */
import { z } from 'zod'

export const LanguageQuerySchema = z.object({ language: z.string().optional().catch(undefined) })
