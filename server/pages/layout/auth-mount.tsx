/**
 * Mounts the account dialogs island (login, register, forgot and change password) with what the
 * server knows: which view opens on load (/login, /register; the agent site opens login; the
 * forced change-password view for a session that must change its password, decision 0030), the
 * brand's registration rules and flags, and where its texts are (fetched with the dialog, decision 0058); beside it the contract
 * popup of a signed-in member (server/pages/agent/contracts/popup-mount.tsx).
 * @see product-spec §2 popups, §4 Login / Register / Forgot password
 */
import type { PageContext } from '../context'
import { AuthDialogs } from '../../../client/islands/auth/auth-dialogs'
import { islandTextsUrl } from '../shared/island-texts'
import { registerSettingsView, resolveRegisterFields } from '../../platform/member/register-settings'
import { ContractPopupMount } from '../agent/contracts/popup-mount'
import { SOCIAL_ERROR_FLAG, socialErrorMessageKey } from '../../gateway/social'

export function AuthMount({ ctx, agentSite = false }: { ctx: PageContext; agentSite?: boolean }) {
  const modules = ctx.platform.brand.enabledModules()
  const rules = resolveRegisterFields(ctx.platform.settings().registerFields)
  // Mirrors the gateway's registerRules: SMS verification on (REGMOBVERF3) makes the code required.
  if (modules.has('REGMOBVERF3')) rules.verificationCode = { ...rules.verificationCode, enabled: true, required: true }
  const banner = (group: string) => ctx.platform.announcements.banners(group, ctx.language)[0]?.url
  const withLang = (u: string | undefined) => (u ? `${u}?language=${ctx.language}` : undefined)
  const initial = ctx.passwordChangeRequired
    ? 'changePassword'
    : ctx.loggedIn
      ? null
      : agentSite && ctx.route.kind === 'agent'
        ? 'login'
        : ctx.path === '/login'
          ? 'login'
          : ctx.path === '/register'
            ? 'register'
            : null
  // Social sign-in (decision 0054): brand-wide and from the URL only, so the page stays cacheable for visitors.
  const socialError = ctx.url.searchParams.get(SOCIAL_ERROR_FLAG)
  const social = {
    providers: ctx.platform.identities.providers(),
    complete: !ctx.loggedIn && ctx.path === '/register' && ctx.url.searchParams.get('social') === '1',
    error: socialError && !ctx.loggedIn && ctx.path === '/login' ? ctx.t(socialErrorMessageKey(socialError.slice(0, 40))) : null,
  }
  return (
    <>
      <AuthDialogs
        initial={initial}
        forcedChange={ctx.passwordChangeRequired === true}
        referralCode={ctx.url.searchParams.get('referralCode') ?? undefined}
        registerSettings={registerSettingsView(rules)}
        flags={{
          username: modules.has('USERNAMEREG3'),
          // The mobile tab registers a number with a password: both flags (decision 0048).
          mobile: modules.has('MOBILENUMREG3') && modules.has('MOBILENUMPASSREG3'),
          mobileVerification: modules.has('REGMOBVERF3'),
          smsLogin: modules.has('MOBILEVERCODELOGIN3'),
          freeplay: modules.has('FREEPLAY3'),
        }}
        agentSite={agentSite}
        textsUrl={islandTextsUrl('auth', ctx.language)}
        banners={{ login: withLang(banner('w_login')), register: withLang(banner('w_register')), forgot: withLang(banner('w_forget')) }}
        social={social}
      />
      {/* The contract popup (spec §2 popups): only for a signed-in member with something to answer. */}
      <ContractPopupMount ctx={ctx} />
    </>
  )
}
