/** Query shapes of the /wps/system calls (product-spec §7). */
import { z } from 'zod'

export const LanguageQuerySchema = z.object({ language: z.string().max(8).optional() }).strict()

export const HelpCenterQuerySchema = z
  .object({
    language: z.string().max(8).optional(),
    device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
  })
  .strict()

export const AnnouncementQuerySchema = z
  .object({
    language: z.string().max(8).optional(),
    platform: z.string().max(16).optional(),
    execution: z.enum(['A', 'B', 'F']).optional(),
  })
  .strict()
