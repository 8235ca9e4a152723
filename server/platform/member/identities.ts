/**
 * Linked outside accounts (issue 18 "Social and third-party login", decision 0054): which
 * provider subject opens which member, first sign-in as a new member or linked to an existing one
 * after its password is checked, the security center's list, and unlinking — never the last way in.
 * Times UTC ms.
 * @see product-spec §1 "log in with a social account"; §4 Register (registration rules still apply)
 */
import { and, count, eq } from 'drizzle-orm'
import { memberIdentities } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { MemberInfo, NewMember, memberModule } from './members'
import type { SocialProfile, SocialProvider, SocialProviderId, PhoneTokenVerifier } from './identity-providers'

export class IdentityError extends DomainError<'IDENTITY_TAKEN' | 'PROVIDER_ALREADY_LINKED' | 'NOT_LINKED' | 'LAST_WAY_IN' | 'PROVIDER_UNKNOWN'> {}

/** A linked account as the security center shows it. */
export interface LinkedIdentity {
  provider: SocialProviderId
  /** The provider's name on its button. */
  name: string
  email: string | null
  /** UTC ms. */
  linkedAt: number
}

/** The outside-login adapters bootstrap.ts wires (none configured: no buttons, no routes answer). */
export interface IdentityAdapters {
  social?: SocialProvider[]
  phone?: PhoneTokenVerifier
  /** The lobby's public address (PUBLIC_BASE_URL) the redirect URIs are built on; unset, the request's origin. */
  publicBaseUrl?: string
}

export function identitiesModule(ctx: PlatformContext, deps: { members: ReturnType<typeof memberModule>; adapters: IdentityAdapters }) {
  const { db, brandCode } = ctx
  const { members } = deps
  const providers = new Map((deps.adapters.social ?? []).map((p) => [p.id, p]))

  /** The configured provider `id`, or undefined. */
  function provider(id: string): SocialProvider | undefined {
    return providers.get(id as SocialProviderId)
  }

  /** The member `provider`'s `subject` opens, or undefined when it is linked to nobody (of this brand). */
  function memberOf(providerId: SocialProviderId, subject: string): number | undefined {
    return db
      .select({ memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(and(eq(memberIdentities.brandCode, brandCode), eq(memberIdentities.provider, providerId), eq(memberIdentities.subject, subject)))
      .get()?.memberId
  }

  /** The member's linked accounts, oldest first. */
  function list(memberId: number): LinkedIdentity[] {
    return db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.brandCode, brandCode), eq(memberIdentities.memberId, memberId)))
      .orderBy(memberIdentities.linkedAt, memberIdentities.id)
      .all()
      .map((r) => ({ provider: r.provider as SocialProviderId, name: providers.get(r.provider as SocialProviderId)?.name ?? r.provider, email: r.email, linkedAt: r.linkedAt }))
  }

  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

  function insertLink(tx: Tx | typeof db, memberId: number, providerId: SocialProviderId, profile: SocialProfile): void {
    const owner = tx
      .select({ memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(and(eq(memberIdentities.brandCode, brandCode), eq(memberIdentities.provider, providerId), eq(memberIdentities.subject, profile.subject)))
      .get()
    if (owner && owner.memberId !== memberId) throw new IdentityError('IDENTITY_TAKEN', 'social.errors.identityTaken', 409)
    if (owner) return
    const other = tx
      .select({ id: memberIdentities.id })
      .from(memberIdentities)
      .where(and(eq(memberIdentities.memberId, memberId), eq(memberIdentities.provider, providerId)))
      .get()
    if (other) throw new IdentityError('PROVIDER_ALREADY_LINKED', 'social.errors.providerAlreadyLinked', 409)
    tx.insert(memberIdentities).values({ brandCode, memberId, provider: providerId, subject: profile.subject, email: profile.email, linkedAt: ctx.now() }).run()
  }

  /**
   * Links `profile` of `providerId` to the member (already linked to this member: nothing changes).
   * @throws IdentityError IDENTITY_TAKEN (409: the account opens another member),
   *   PROVIDER_ALREADY_LINKED (409: the member links another account of that provider)
   */
  function link(memberId: number, providerId: SocialProviderId, profile: SocialProfile): void {
    db.transaction((tx) => insertLink(tx, memberId, providerId, profile))
  }

  /**
   * Creates a member without a password of their own (`hasPassword` false) and links `profile` to it
   * in the same transaction. The caller has applied the brand's registration rules.
   * @throws MemberError ACCOUNT_EXISTS | MOBILE_EXISTS (409), AFFILIATE_INVALID | RECOMMENDER_INVALID (400);
   *   IdentityError IDENTITY_TAKEN (409: signed up meanwhile, e.g. in another tab)
   */
  function signUp(input: Omit<NewMember, 'password' | 'passwordSet' | 'onCreated'>, providerId: SocialProviderId, profile: SocialProfile): Promise<MemberInfo> {
    return members.register({ ...input, password: crypto.randomUUID() + crypto.randomUUID(), passwordSet: false, onCreated: (tx, memberId) => insertLink(tx, memberId, providerId, profile) })
  }

  /**
   * Unlinks the member's account of `providerId`. Never the last way in: a member without a password
   * of their own keeps at least one linked account.
   * @throws IdentityError NOT_LINKED (404), LAST_WAY_IN (409)
   */
  function unlink(memberId: number, providerId: SocialProviderId): void {
    db.transaction((tx) => {
      const where = and(eq(memberIdentities.brandCode, brandCode), eq(memberIdentities.memberId, memberId))
      const linked = tx
        .select({ n: count() })
        .from(memberIdentities)
        .where(and(where, eq(memberIdentities.provider, providerId)))
        .get()!.n
      if (linked === 0) throw new IdentityError('NOT_LINKED', 'social.errors.notLinked', 404)
      const total = tx.select({ n: count() }).from(memberIdentities).where(where).get()!.n
      if (total === 1 && !members.hasPassword(memberId)) throw new IdentityError('LAST_WAY_IN', 'social.errors.lastWayIn', 409)
      tx.delete(memberIdentities)
        .where(and(where, eq(memberIdentities.provider, providerId)))
        .run()
    })
  }

  return {
    /** The configured providers, in the order bootstrap.ts gave them (the buttons' order). */
    providers: () => [...providers.values()].map((p) => ({ id: p.id, name: p.name })),
    provider,
    /** The Firebase phone-token verifier when configured. */
    phone: deps.adapters.phone,
    /** PUBLIC_BASE_URL, when set. */
    publicBaseUrl: deps.adapters.publicBaseUrl,
    memberOf,
    list,
    link,
    signUp,
    unlink,
  }
}

export type IdentitiesModule = ReturnType<typeof identitiesModule>
