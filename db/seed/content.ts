/**
 * Content seed of a brand (issue 7; spec §2 other screens: blog, news, notification): a few posts
 * of each kind in English and Filipino. Idempotent: a post whose slug exists is left as an operator
 * may have changed it; missing ones are added, so a brand seeded before the content pages gets them
 * on the next start. Times are fixed UTC ms.
 * @see server/platform/support/content.ts
 */
import type { PlatformDb } from '../client'
import { contentPosts } from '../schema/support'

type Kind = 'BLOG' | 'NEWS' | 'NOTIFICATION'
/** slug, tag [en, ty], title [en, ty], summary [en, ty], paragraphs [en[], ty[]], published (UTC date) */
type PostSeed = [string, [string, string], [string, string], [string, string], [string[], string[]], string]

const html = (ps: string[]) => ps.map((p) => `<p>${p}</p>`).join('')

function posts(brandName: string): Record<Kind, PostSeed[]> {
  return {
    BLOG: [
      [
        'slots-volatility-explained',
        ['Guide', 'Gabay'],
        ['Slot volatility, explained', 'Ang volatility ng slots, ipinaliwanag'],
        [
          'Why some slots pay often and small, others rarely and big — and how to pick one for your budget.',
          'Bakit may slots na madalas pero maliit ang panalo, at may bihira pero malaki — at paano pumili ayon sa budget mo.',
        ],
        [
          [
            'Volatility describes how a slot spreads its wins. Low-volatility games pay small amounts often; high-volatility games go quiet for longer and then pay more at once.',
            'Both can have the same return to player (RTP). What changes is the ride: with a small budget, a low-volatility game keeps you playing longer; with a larger budget and patience, a high-volatility game gives the chance of a big hit.',
            'Tip: try a new game in free play first, watch fifty spins, and only then decide your stake.',
          ],
          [
            'Inilalarawan ng volatility kung paano ipinamamahagi ng slot ang mga panalo. Ang low-volatility ay madalas magbigay ng maliliit na panalo; ang high-volatility ay matagal tahimik bago magbigay ng mas malaki.',
            'Maaaring pareho ang return to player (RTP) ng dalawa. Ang nagbabago ay ang karanasan: sa maliit na budget, mas tatagal ka sa low-volatility; sa mas malaking budget at pasensya, may tsansa ng malaking panalo sa high-volatility.',
            'Payo: subukan muna ang bagong laro sa free play, panoorin ang limampung spin, saka magpasya ng taya.',
          ],
        ],
        '2025-11-03',
      ],
      [
        'baccarat-basics',
        ['Guide', 'Gabay'],
        ['Baccarat basics in five minutes', 'Mga batayan ng baccarat sa loob ng limang minuto'],
        ['Player, Banker or Tie: what each bet pays and why the Banker bet carries a commission.', 'Player, Banker o Tie: magkano ang bayad ng bawat taya at bakit may komisyon ang Banker.'],
        [
          [
            'Each round deals two hands, Player and Banker. The hand closest to nine wins; tens and face cards count as zero.',
            'A Player bet pays 1 to 1. A Banker bet pays 1 to 1 minus a 5% commission, because the Banker hand wins slightly more often. A Tie pays 8 to 1 but is the rarest result.',
            'Our live tables show the road maps of past rounds. They are a record, not a prediction: every round is dealt from the shoe independently.',
          ],
          [
            'Dalawang kamay ang ibinibigay bawat round, Player at Banker. Panalo ang kamay na pinakamalapit sa siyam; zero ang halaga ng sampu at mga face card.',
            'Ang taya sa Player ay nagbabayad ng 1 sa 1. Ang Banker ay 1 sa 1 bawas ang 5% na komisyon, dahil bahagyang mas madalas manalo ang Banker. Ang Tie ay 8 sa 1 pero pinakabihira.',
            'Ipinapakita ng aming live tables ang road map ng mga nakaraang round. Tala ito, hindi hula: bawat round ay hiwalay na ibinibigay mula sa shoe.',
          ],
        ],
        '2025-10-20',
      ],
      [
        'play-responsibly',
        ['Responsible gaming', 'Responsableng paglalaro'],
        ['Five habits of players who stay in control', 'Limang gawi ng mga manlalarong may kontrol'],
        ['Budgets, breaks and limits: simple habits that keep gaming fun.', 'Budget, pahinga at limitasyon: mga simpleng gawi para manatiling masaya ang paglalaro.'],
        [
          [
            'Decide your budget before you log in and treat it as the cost of entertainment, not an investment.',
            'Take a break every hour. Never chase losses. Do not play when tired or upset.',
            `${brandName} lets you set deposit limits and take a break from the Security Center at any time.`,
          ],
          [
            'Magpasya ng budget bago mag-log in at ituring itong gastos sa libangan, hindi puhunan.',
            'Magpahinga bawat oras. Huwag habulin ang talo. Huwag maglaro kapag pagod o masama ang loob.',
            `Sa ${brandName}, maaari kang magtakda ng limitasyon sa deposito at magpahinga mula sa Security Center anumang oras.`,
          ],
        ],
        '2025-10-06',
      ],
    ],
    NEWS: [
      [
        'new-provably-fair-games',
        ['New games', 'Bagong laro'],
        ['New provably fair originals: Plinko and Mines', 'Bagong provably fair na orihinal: Plinko at Mines'],
        ['Two new in-house games you can verify round by round.', 'Dalawang bagong in-house na laro na mabe-verify mo kada round.'],
        [
          [
            'Plinko and Mines join Dice and Limbo in our in-house lobby. Every round can be checked on the verify page with the revealed server seed.',
            'Set your own client seed before you play, and rotate the seed at any time to reveal the previous one.',
          ],
          [
            'Sumali na ang Plinko at Mines sa Dice at Limbo sa aming in-house lobby. Bawat round ay masusuri sa verify page gamit ang ibinunyag na server seed.',
            'Itakda ang sarili mong client seed bago maglaro, at palitan ang seed anumang oras para makita ang nauna.',
          ],
        ],
        '2025-11-10',
      ],
      [
        'gcash-maya-instant',
        ['Payments', 'Bayad'],
        ['GCash and Maya deposits now credited in a minute', 'Papasok na sa loob ng isang minuto ang deposito sa GCash at Maya'],
        ['Faster e-wallet deposits, no reference number needed.', 'Mas mabilis na deposito sa e-wallet, walang reference number na kailangan.'],
        [
          [
            'Deposits through GCash and Maya are now confirmed automatically and reach your balance within a minute.',
            'Bank transfers still need a reference and are checked by our cashier team, usually within 15 minutes.',
          ],
          [
            'Awtomatiko nang nakukumpirma ang mga deposito sa GCash at Maya at papasok sa iyong balanse sa loob ng isang minuto.',
            'Kailangan pa rin ng reference ang bank transfer at sinusuri ito ng aming cashier team, kadalasan sa loob ng 15 minuto.',
          ],
        ],
        '2025-10-28',
      ],
      [
        'lottery-draws-every-3-minutes',
        ['Lottery', 'Lotto'],
        ['Lottery draws every three minutes', 'Lotto draw tuwing tatlong minuto'],
        ['Fast draws join the daily regional lotteries.', 'Dagdag ang mabibilis na draw sa mga araw-araw na rehiyonal na lotto.'],
        [
          ['Our lottery now runs fast draws every three minutes next to the daily regional draws. Opened numbers appear on the board the moment a draw closes.'],
          ['May mabibilis na draw na ngayon ang aming lotto tuwing tatlong minuto, kasabay ng mga araw-araw na rehiyonal na draw. Lumalabas agad sa board ang mga numero pagsara ng draw.'],
        ],
        '2025-10-14',
      ],
    ],
    NOTIFICATION: [
      [
        'maintenance-jili-tuesday',
        ['Maintenance', 'Maintenance'],
        ['JILI weekly maintenance, Tuesdays 02:00–04:00', 'Lingguhang maintenance ng JILI, Martes 02:00–04:00'],
        ['JILI games pause during the weekly window; balances are not affected.', 'Hihinto ang mga laro ng JILI sa lingguhang maintenance; hindi apektado ang balanse.'],
        [
          ['Every Tuesday from 02:00 to 04:00 (GMT+8) JILI games are unavailable. Unfinished rounds are settled automatically when the provider returns.'],
          ['Tuwing Martes mula 02:00 hanggang 04:00 (GMT+8), hindi malalaro ang mga laro ng JILI. Awtomatikong maaayos ang mga hindi natapos na round pagbalik ng provider.'],
        ],
        '2025-11-12',
      ],
      [
        'security-payment-password',
        ['Security', 'Seguridad'],
        ['Set a payment password to protect withdrawals', 'Magtakda ng payment password para protektahan ang withdrawal'],
        ['Withdrawals ask for a separate payment password.', 'Hihingi ng hiwalay na payment password ang withdrawal.'],
        [
          ['Withdrawals and point redemptions now ask for a payment password, separate from your login password. Set it in My account → Security Center.'],
          ['Hihingi na ng payment password ang withdrawal at pag-redeem ng points, hiwalay sa iyong login password. Itakda ito sa My account → Security Center.'],
        ],
        '2025-11-01',
      ],
      [
        'customer-service-hours',
        ['Service', 'Serbisyo'],
        ['Customer service is open 24/7', '24/7 na bukas ang customer service'],
        ['Live chat, Telegram and Facebook, every day.', 'Live chat, Telegram at Facebook, araw-araw.'],
        [
          ['Our team answers in live chat, on Telegram and on Facebook Messenger around the clock. Agents have dedicated support from 10:00 to 22:00 (GMT+8).'],
          ['Sumasagot ang aming team sa live chat, Telegram at Facebook Messenger buong araw at gabi. May sariling suporta ang mga agent mula 10:00 hanggang 22:00 (GMT+8).'],
        ],
        '2025-10-18',
      ],
    ],
  }
}

/** Adds the brand's missing seed posts (see the module notes). */
export function seedContent(db: Pick<PlatformDb, 'insert'>, brandCode: string, brandName: string): void {
  const rows = Object.entries(posts(brandName)).flatMap(([kind, list]) =>
    list.map(([slug, tag, title, summary, [en, ty], date]) => ({
      brandCode,
      kind,
      slug,
      tag: { en: tag[0], ty: tag[1] },
      title: { en: title[0], ty: title[1] },
      summary: { en: summary[0], ty: summary[1] },
      content: { en: html(en), ty: html(ty) },
      publishedAt: Date.parse(`${date}T02:00:00Z`),
    })),
  )
  db.insert(contentPosts).values(rows).onConflictDoNothing().run()
}
