/**
 * Promotions seed of a brand (issue 7): a welcome deposit bonus, a daily rebate, a newbie bonus, a
 * daily raffle, an application promotion (reviewed by an operator), the referral programme, one
 * promotion still to come and one that has ended (so every spec §4 state has a real example), in
 * English and Filipino; and the brand's manual-rebate rates per game type (MANPLAYREB3).
 * Idempotent: a brand that has promotions keeps them (an operator may have changed them); missing
 * rates are added. Money minor units (major × 100), rates basis points, times UTC ms.
 * @see product-spec §3 promotion categories and tags, §4 promotion states
 */
import { eq } from 'drizzle-orm'
import type { PlatformDb } from '../client'
import { promotions, rebateRates } from '../schema/promotions'
import type { LocalizedText } from '../schema/platform'

const major = (n: number) => n * 100
const L = (en: string, ty: string): LocalizedText => ({ en, ty })
const DAY = 86_400_000

/** Manual rebate rates (bp of the valid bet): 0.5 %–1.2 % by game type. */
export const DEFAULT_REBATE_RATES: Record<string, number> = {
  LIVE: 60,
  RNG: 100,
  FISH: 100,
  PVP: 80,
  SPORTS: 70,
  ESPORTS: 70,
  COCKFIGHT: 50,
  LOTT: 50,
  ELOTT: 50,
  INHOUSE: 120,
}

/** The seeded promotions; `now` anchors the coming-soon and ended examples. */
export function defaultPromotions(brandCode: string, now: number): (typeof promotions.$inferInsert)[] {
  const always = Date.UTC(2025, 0, 1)
  return [
    {
      brandCode,
      code: 'WELCOME100',
      kind: 'DEPOSIT_BONUS',
      category: 'DEPOSIT',
      tags: ['SPECIAL', 'LIMITED'],
      theme: 0,
      sort: 1,
      startsAt: always,
      endsAt: null,
      title: L('100% Deposit Bonus', '100% Bonus sa Deposito'),
      summary: L('Join, deposit ₱100 or more and we double it — up to ₱1,000.', 'Sumali, magdeposito ng ₱100 pataas at dodoblehin namin — hanggang ₱1,000.'),
      terms: L(
        'Tap Join, then make a deposit of at least ₱100.\nYour first qualifying deposit after joining earns a 100% bonus, up to ₱1,000.\nClaim the bonus in the Reward Center.\nBet 10× the bonus (valid bets) before withdrawing.',
        'Pindutin ang Sumali, saka magdeposito ng hindi bababa sa ₱100.\nAng unang kwalipikadong deposito pagkatapos sumali ay may 100% bonus, hanggang ₱1,000.\nI-claim ang bonus sa Reward Center.\nTumaya ng 10× ng bonus (valid bets) bago mag-withdraw.',
      ),
      config: { percent: 100, cap: major(1_000), minDeposit: major(100), turnoverMultiple: 10 },
    },
    {
      brandCode,
      code: 'DAILYREBATE',
      kind: 'DAILY_REBATE',
      category: 'REBATE',
      tags: ['DAILY', 'HIGH_REBATE'],
      theme: 2,
      sort: 2,
      startsAt: always,
      endsAt: null,
      title: L('Daily Rebate 0.8%', 'Arawang Rebate 0.8%'),
      summary: L("Every day, 0.8% of yesterday's valid bets comes back to you.", 'Araw-araw, bumabalik sa iyo ang 0.8% ng valid bets mo kahapon.'),
      terms: L(
        'Rebate is 0.8% of your settled valid bets of each day (Manila time).\nIt appears in the Reward Center the next day; claim it within 7 days.\nNo turnover is required.',
        'Ang rebate ay 0.8% ng iyong settled valid bets bawat araw (oras sa Maynila).\nLumalabas ito sa Reward Center kinabukasan; i-claim sa loob ng 7 araw.\nWalang kailangang turnover.',
      ),
      config: { rateBp: 80 },
    },
    {
      brandCode,
      code: 'NEWBIE38',
      kind: 'NEWBIE',
      category: 'NEWBIE',
      tags: ['NEWBIE'],
      theme: 3,
      sort: 3,
      startsAt: always,
      endsAt: null,
      title: L('Newbie Bonus ₱38', 'Bonus para sa Bago ₱38'),
      summary: L('New here? Make your first deposit within 7 days and get ₱38 free.', 'Bago ka rito? Magdeposito sa loob ng 7 araw at makakuha ng libreng ₱38.'),
      terms: L(
        'For members who registered less than 7 days ago.\nMake any deposit and ₱38 waits for you in the Reward Center.\nBet 5× the bonus before withdrawing.',
        'Para sa mga miyembrong nagparehistro wala pang 7 araw.\nMagdeposito ng kahit magkano at naghihintay ang ₱38 sa Reward Center.\nTumaya ng 5× ng bonus bago mag-withdraw.',
      ),
      config: { amount: major(38), days: 7, turnoverMultiple: 5 },
    },
    {
      brandCode,
      code: 'LUCKYDRAW',
      kind: 'RAFFLE',
      category: 'GAMING',
      tags: ['DAILY', 'LIMITED'],
      theme: 4,
      sort: 4,
      startsAt: always,
      endsAt: null,
      title: L('Daily Lucky Draw', 'Arawang Lucky Draw'),
      summary: L('One free draw every day: win ₱8 up to ₱188, paid at once.', 'Isang libreng draw araw-araw: manalo ng ₱8 hanggang ₱188, bayad agad.'),
      terms: L(
        'Open to members who have made at least one deposit.\nOne draw per day (Manila time); prizes ₱8, ₱18, ₱38, ₱88 or ₱188.\nThe prize goes straight to your balance.',
        'Para sa mga miyembrong nakapagdeposito na kahit isang beses.\nIsang draw bawat araw (oras sa Maynila); premyo ₱8, ₱18, ₱38, ₱88 o ₱188.\nDiretso sa balanse mo ang premyo.',
      ),
      config: { prizes: [major(8), major(18), major(38), major(88), major(188)] },
    },
    {
      brandCode,
      code: 'SHAREWIN',
      kind: 'APPLY',
      category: 'SLOTS',
      tags: ['SPECIAL'],
      theme: 1,
      sort: 5,
      startsAt: always,
      endsAt: null,
      title: L('Share Your Big Win', 'Ibahagi ang Malaking Panalo'),
      summary: L('Post a screenshot of a big slot win and get up to ₱500.', 'Mag-post ng screenshot ng malaking panalo sa slot at makakuha ng hanggang ₱500.'),
      terms: L(
        'Apply with a short comment and up to 3 screenshots (PNG or JPG, 5 MB each).\nOur team reviews every application within 24 hours.\nApproved applications are paid straight to your balance, up to ₱500.\nOne application per member.',
        'Mag-apply gamit ang maikling komento at hanggang 3 screenshot (PNG o JPG, 5 MB bawat isa).\nSinusuri ng aming team ang bawat aplikasyon sa loob ng 24 oras.\nDiretso sa balanse ang bayad sa mga naaprubahan, hanggang ₱500.\nIsang aplikasyon bawat miyembro.',
      ),
      config: { amount: major(100), maxAmount: major(500) },
    },
    {
      brandCode,
      code: 'INVITE',
      kind: 'REFERRAL',
      category: 'OTHER',
      tags: ['VIP'],
      theme: 5,
      sort: 6,
      startsAt: always,
      endsAt: null,
      title: L('Invite Friends', 'Mag-imbita ng Kaibigan'),
      summary: L('Share your link; earn when your friends play.', 'Ibahagi ang iyong link; kumita kapag naglaro ang iyong mga kaibigan.'),
      terms: L(
        'Find your invitation link and QR code under Referral in your account.\nFriends who register with it join your team.',
        'Makikita ang iyong invitation link at QR code sa Referral ng iyong account.\nAng mga kaibigang magparehistro gamit ito ay sasali sa iyong team.',
      ),
      config: {},
    },
    {
      brandCode,
      code: 'FISHFEST',
      kind: 'APPLY',
      category: 'FISH',
      tags: ['LIMITED'],
      theme: 2,
      sort: 7,
      startsAt: now + 30 * DAY,
      endsAt: now + 60 * DAY,
      title: L('Fishing Festival', 'Pista ng Pangingisda'),
      summary: L('Catch the boss fish and share it: ₱300 prizes. Starting soon!', 'Hulihin ang boss fish at ibahagi: premyong ₱300. Malapit nang magsimula!'),
      terms: L('Opens in 30 days. Details when it starts.', 'Magbubukas sa loob ng 30 araw. Detalye pagsisimula.'),
      config: { amount: major(300), maxAmount: major(300) },
    },
    {
      brandCode,
      code: 'LIVEWEEK',
      kind: 'APPLY',
      category: 'LIVE',
      tags: ['VIP'],
      theme: 5,
      sort: 8,
      startsAt: always,
      endsAt: now - DAY,
      title: L('Live Casino Week', 'Linggo ng Live Casino'),
      summary: L('Our live casino week has ended — thank you for playing!', 'Tapos na ang linggo ng live casino — salamat sa paglalaro!'),
      terms: L('This promotion has ended.', 'Tapos na ang promosyong ito.'),
      config: { amount: major(200), maxAmount: major(200) },
    },
  ]
}

/** Adds the promotions (when the brand has none) and the missing rebate rates. Synchronous (bun:sqlite). */
export function seedPromotions(db: Pick<PlatformDb, 'insert' | 'select'>, brandCode: string, now = Date.now()): void {
  if (!db.select({ id: promotions.id }).from(promotions).where(eq(promotions.brandCode, brandCode)).limit(1).get()) {
    db.insert(promotions).values(defaultPromotions(brandCode, now)).onConflictDoNothing().run()
  }
  db.insert(rebateRates)
    .values(Object.entries(DEFAULT_REBATE_RATES).map(([gameType, rateBp]) => ({ brandCode, gameType, rateBp })))
    .onConflictDoNothing()
    .run()
}
