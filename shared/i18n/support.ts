/**
 * Support and content texts (namespace `support`; issue 7): the blog, news, notification and
 * winners pages, the app download page, the live chat, the referral tab and their errors.
 * English and Filipino.
 */
import type { MessagesShape } from './en'

export const supportEn = {
  errors: {
    postNotFound: 'This page does not exist or is no longer published',
    chatText: 'Please write between 1 and 500 characters',
    chatTooFast: 'You are sending messages too quickly. Please wait a moment.',
    chatNotAvailable: 'Live chat is not available at the moment',
  },
  nav: { explore: 'Explore', blog: 'Blog', news: 'News', notification: 'Notifications', winners: 'Winners', download: 'App download', sections: 'Content sections' },
  posts: {
    BLOG: { title: 'Blog', lead: 'Guides and tips to get more out of every game.' },
    NEWS: { title: 'News', lead: 'What is new in the lobby: games, payments and features.' },
    NOTIFICATION: { title: 'Notifications', lead: 'Maintenance windows, security notices and service updates.' },
    readMore: 'Read more', empty: 'Nothing here yet', emptyText: 'New posts appear here as soon as they are published.',
    back: 'Back to {{section}}', older: 'Older', newer: 'Newer', published: 'Published {{date}}',
    page: 'Page {{page}} of {{total}}', prev: 'Previous page', next: 'Next page', pages: 'Pages',
  },
  winners: {
    title: 'Winners', lead: 'The biggest wins of the last {{days}} days, live from the tables and reels.',
    empty: 'No wins to show yet', emptyText: 'Big wins of the last {{days}} days appear here as soon as they are settled. Yours could be first.',
    player: 'Player', game: 'Game', bet: 'Bet', payout: 'Payout', win: 'Win', time: 'Time', caption: 'Biggest wins',
    prize: { SUPER: 'Super Mega Win', MEGA: 'Mega Win', BIG: 'Big Win', WIN: 'Win' }, playNow: 'Play now',
  },
  download: {
    title: 'Get the app', lead: 'Play on your phone with one tap from the home screen. Scan the code with your phone’s camera.',
    ios: 'iPhone and iPad', android: 'Android', scan: 'Scan with your camera', open: 'Open on this phone',
    iosTitle: 'Install on iPhone or iPad', androidTitle: 'Install on Android',
    ios1: 'Scan the iOS code with the Camera app and open the link in Safari.',
    ios2: 'Tap the Share button at the bottom of the screen.',
    ios3: 'Choose “Add to Home Screen”, then tap Add.',
    ios4: 'Open the app from your home screen and log in with your account.',
    android1: 'Scan the Android code with your camera or a QR scanner app.',
    android2: 'Open the link in Chrome and tap “Install app” (or Menu → Add to Home screen).',
    android3: 'If asked, allow installs from this source.',
    android4: 'Open the app from your home screen and log in with your account.',
    help: 'Trouble installing? Our team can help in live chat.', helpLink: 'Read the install guide in the help center',
  },
  chat: {
    title: 'Live chat', lead: 'Our team usually answers within a few minutes, 24 hours a day.',
    placeholder: 'Write your message…', send: 'Send', sending: 'Sending…', counter: '{{count}}/{{max}}',
    empty: 'Say hello! Tell us what you need and we will answer here.', you: 'You', operator: 'Customer service',
    failed: 'Your message was not sent. Please try again.', close: 'Close chat', open: 'Live chat', external: 'The chat opens in a new tab.',
    unavailable: 'Live chat is not available at the moment', messages: 'Messages', back: 'Back to lobby',
  },
  referral: {
    lead: 'Invite friends with your link or QR code. When they sign up with it they join you, and you can follow their progress here.',
    link: 'Your invite link', code: 'Invite code', copy: 'Copy', copied: 'Copied!', qr: 'Scan to sign up',
    rule: 'Reward rule', noRule: 'No referral reward is running at the moment. Friends you invite still join you.',
    invited: 'Invited friends', total: '{{count}} invited', empty: 'No friends invited yet',
    emptyText: 'Share your link: friends who sign up with it appear here.',
    account: 'Friend', registeredAt: 'Signed up', statusLabel: 'Status', deposited: 'Deposits', validBet: 'Valid bet',
    status: { registered: 'Registered', deposited: 'Deposited', active: 'Active' },
    statusHelp: 'Active: bet in the last 7 days · Deposited: made a deposit · Registered: signed up only',
    agentTitle: 'Invite through the register center', agentText: 'As an agent, your invite link, code and new accounts are in the agent center’s register center.',
    agentGo: 'Open register center',
  },
  help: { moreHelp: 'More help', chat: 'Live chat', download: 'Get the app' },
}

export const supportTy: MessagesShape['support'] = {
  errors: {
    postNotFound: 'Wala ang pahinang ito o hindi na ito nakalathala',
    chatText: 'Sumulat ng 1 hanggang 500 na character',
    chatTooFast: 'Masyadong mabilis ang pagpapadala mo ng mensahe. Maghintay sandali.',
    chatNotAvailable: 'Hindi available ang live chat sa ngayon',
  },
  nav: { explore: 'Tuklasin', blog: 'Blog', news: 'Balita', notification: 'Mga abiso', winners: 'Mga nanalo', download: 'I-download ang app', sections: 'Mga seksyon ng nilalaman' },
  posts: {
    BLOG: { title: 'Blog', lead: 'Mga gabay at tip para masulit ang bawat laro.' },
    NEWS: { title: 'Balita', lead: 'Ano ang bago sa lobby: mga laro, bayad at feature.' },
    NOTIFICATION: { title: 'Mga abiso', lead: 'Mga oras ng maintenance, abiso sa seguridad at update sa serbisyo.' },
    readMore: 'Basahin pa', empty: 'Wala pang laman dito', emptyText: 'Lalabas dito ang mga bagong post sa sandaling mailathala.',
    back: 'Bumalik sa {{section}}', older: 'Mas luma', newer: 'Mas bago', published: 'Inilathala noong {{date}}',
    page: 'Pahina {{page}} ng {{total}}', prev: 'Nakaraang pahina', next: 'Susunod na pahina', pages: 'Mga pahina',
  },
  winners: {
    title: 'Mga nanalo', lead: 'Ang pinakamalalaking panalo sa nakaraang {{days}} araw, live mula sa mga mesa at reel.',
    empty: 'Wala pang panalong maipapakita', emptyText: 'Lalabas dito ang malalaking panalo ng nakaraang {{days}} araw sa sandaling maayos ang mga ito. Baka ikaw ang mauna.',
    player: 'Manlalaro', game: 'Laro', bet: 'Taya', payout: 'Bayad', win: 'Panalo', time: 'Oras', caption: 'Pinakamalalaking panalo',
    prize: { SUPER: 'Super Mega na Panalo', MEGA: 'Mega na Panalo', BIG: 'Malaking Panalo', WIN: 'Panalo' }, playNow: 'Maglaro na',
  },
  download: {
    title: 'Kunin ang app', lead: 'Maglaro sa iyong telepono sa isang pindot mula sa home screen. I-scan ang code gamit ang camera ng telepono.',
    ios: 'iPhone at iPad', android: 'Android', scan: 'I-scan gamit ang camera', open: 'Buksan sa teleponong ito',
    iosTitle: 'I-install sa iPhone o iPad', androidTitle: 'I-install sa Android',
    ios1: 'I-scan ang iOS code gamit ang Camera app at buksan ang link sa Safari.',
    ios2: 'Pindutin ang Share button sa ibaba ng screen.',
    ios3: 'Piliin ang “Add to Home Screen”, saka pindutin ang Add.',
    ios4: 'Buksan ang app mula sa home screen at mag-log in gamit ang iyong account.',
    android1: 'I-scan ang Android code gamit ang camera o isang QR scanner app.',
    android2: 'Buksan ang link sa Chrome at pindutin ang “Install app” (o Menu → Add to Home screen).',
    android3: 'Kung tanungin, payagan ang pag-install mula sa source na ito.',
    android4: 'Buksan ang app mula sa home screen at mag-log in gamit ang iyong account.',
    help: 'May problema sa pag-install? Matutulungan ka ng aming team sa live chat.', helpLink: 'Basahin ang gabay sa pag-install sa help center',
  },
  chat: {
    title: 'Live chat', lead: 'Karaniwang sumasagot ang aming team sa loob ng ilang minuto, 24 oras kada araw.',
    placeholder: 'Isulat ang iyong mensahe…', send: 'Ipadala', sending: 'Ipinapadala…', counter: '{{count}}/{{max}}',
    empty: 'Kumusta! Sabihin kung ano ang kailangan mo at dito kami sasagot.', you: 'Ikaw', operator: 'Customer service',
    failed: 'Hindi naipadala ang mensahe mo. Pakisubukang muli.', close: 'Isara ang chat', open: 'Live chat', external: 'Magbubukas ang chat sa bagong tab.',
    unavailable: 'Hindi available ang live chat sa ngayon', messages: 'Mga mensahe', back: 'Bumalik sa lobby',
  },
  referral: {
    lead: 'Mag-imbita ng kaibigan gamit ang iyong link o QR code. Kapag nagparehistro sila gamit ito, sasali sila sa iyo at masusubaybayan mo sila rito.',
    link: 'Ang iyong invite link', code: 'Invite code', copy: 'Kopyahin', copied: 'Nakopya!', qr: 'I-scan para magparehistro',
    rule: 'Patakaran ng gantimpala', noRule: 'Walang referral na gantimpala sa ngayon. Sasali pa rin sa iyo ang mga kaibigang iimbitahan mo.',
    invited: 'Mga inimbitahang kaibigan', total: '{{count}} ang inimbitahan', empty: 'Wala ka pang inimbitahan',
    emptyText: 'Ibahagi ang iyong link: lalabas dito ang mga kaibigang magparehistro gamit ito.',
    account: 'Kaibigan', registeredAt: 'Nagparehistro', statusLabel: 'Katayuan', deposited: 'Mga deposito', validBet: 'Valid na taya',
    status: { registered: 'Nakarehistro', deposited: 'Nakapag-deposito', active: 'Aktibo' },
    statusHelp: 'Aktibo: may taya sa nakaraang 7 araw · Nakapag-deposito: nagdeposito na · Nakarehistro: nagparehistro lamang',
    agentTitle: 'Mag-imbita sa register center', agentText: 'Bilang agent, nasa register center ng agent center ang iyong invite link, code at mga bagong account.',
    agentGo: 'Buksan ang register center',
  },
  help: { moreHelp: 'Iba pang tulong', chat: 'Live chat', download: 'Kunin ang app' },
}
