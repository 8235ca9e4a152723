/**
 * Social and third-party sign-in (issue 18 "Social and third-party login"; spec §1 "log in with a
 * social account"): which outside accounts (a Google or Facebook subject, or the generic OpenID
 * issuer's) open which member. Times UTC ms. Re-exported by `platform.ts`.
 * @see docs/decisions/0054-social-login.md, server/platform/member/identities.ts
 */
import { sqliteTable, integer, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * One linked identity: the provider's stable subject (`sub` of the ID token, Facebook's app-scoped
 * user id) of one provider opens one member; a member links at most one account per provider.
 * `email`: what the provider said when it was linked (shown in the security center), may be null.
 */
export const memberIdentities = sqliteTable(
  'member_identities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** The provider's id in this lobby: `google`, `facebook` or `oidc`. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    linkedAt: integer('linked_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_identities_subject_uq').on(t.brandCode, t.provider, t.subject),
    uniqueIndex('member_identities_member_provider_uq').on(t.memberId, t.provider),
    index('member_identities_member_idx').on(t.memberId),
  ],
)
