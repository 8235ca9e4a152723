/** English texts (complete). Keys are grouped by screen. Filipino mirrors this shape in ty.ts. */
export const en = {
  brand: { tagline: 'Play smart. Win big.' },
  nav: {
    HOME: 'Home', INHOUSE: 'In-house', RNG: 'Slots', LIVE: 'Live Casino', FISH: 'Fishing', PVP: 'Card Games',
    SPORTS: 'Sports', ESPORTS: 'E-sports', COCKFIGHT: 'Cockfight', LOTT: 'Lottery', ELOTT: 'E-lottery', PROMO: 'Promotions',
    vendorsOf: '{{type}} providers',
  },
  header: { login: 'Log in', register: 'Register', menu: 'Menu', skip: 'Skip to content' },
  side: {
    collapse: 'Collapse menu', expand: 'Expand menu', rewards: 'Reward Center', rewardsHint: 'Claim your bonuses',
    invite: 'Invite friends', download: 'Download app', downloadIos: 'iOS', downloadAndroid: 'Android',
    scanToInstall: 'Scan to install', support: 'Customer service', language: 'Language', liveChat: 'Live chat',
  },
  home: {
    hot: 'Hot Games', inhouse: 'In-house Games', rng: 'Slots', live: 'Live Casino', fish: 'Fishing', pvp: 'Card Games',
    sports: 'Sports', esports: 'E-sports', cockfight: 'Cockfight', moreGames: 'More games', all: 'All',
    previous: 'Previous', next: 'Next', notices: 'Notices', winners: 'Recent winners',
  },
  game: {
    playNow: 'Play Now', hot: 'HOT', new: 'NEW', maintenance: 'Under maintenance', minBet: 'Min bet {{amount}}',
    lines: '{{count}} lines', play: 'Play', open: 'Open {{name}}', games_one: '{{count}} game', games_other: '{{count}} games',
  },
  list: {
    search: 'Search games', searchLabel: 'Search by game name', allVendors: 'All providers', classification: 'Type',
    chips: { ALL: 'All', HOT: 'Hot', FAV: 'My collection', RECENT: 'Recent', NEW: 'New' },
    classify: {
      ALL: 'All', SL: 'Video slots', JP: 'Jackpot', TG: 'Table', AC: 'Arcade', BG: 'Bingo', BAC: 'Baccarat', ROU: 'Roulette',
      BJ: 'Blackjack', SIC: 'Sic Bo', DT: 'Dragon Tiger', SHOW: 'Game shows', FH: 'Fishing', CARD: 'Cards', MJ: 'Mahjong',
      POKER: 'Poker', SB: 'Sportsbook', VS: 'Virtual sports', ES: 'E-sports', CF: 'Cockfight', LOTTO: 'Lotto', KENO: 'Keno',
      QUICK: 'Quick draw', DICE: 'Dice', CRASH: 'Crash', MINES: 'Mines', PLINKO: 'Plinko', SLOT: 'Slots', OTHER: 'Other',
    },
    filters: 'Filters', minBet1: 'Min bet 1 or more', lines25: '25 lines or more',
    loadMore: 'Load more', loading: 'Loading…', showing: 'Showing {{shown}} of {{total}}',
    empty: 'No games match these filters.', emptyHint: 'Try another provider or clear the search.', clear: 'Clear filters',
    inhouseMode: 'In-house games', loadFailed: 'Could not load more games. Please try again.',
  },
  center: {
    title: '{{type}}', intro: 'Choose a provider to start playing.', enter: 'Enter', games: 'Games',
    empty: 'No providers are available right now.',
  },
  footer: {
    providers: 'Game providers', help: 'Help', resources: 'Resources', feedback: 'Feedback',
    feedbackHint: 'Tell us how we can do better', age: '18+', ageText: 'You must be 18 or older to play. Gamble responsibly.',
    licence: '{{brand}} is operated under a gaming licence. Games of chance carry risk; play only with money you can afford to lose.',
    rights: '© {{year}} {{brand}}. All rights reserved.', scrollTop: 'Back to top',
  },
  help: { title: 'Help center', close: 'Close', contents: 'Contents' },
  page: {
    loginRequired: 'You are not logged in, please login',
    comingSoon: 'Coming soon', promotions: 'Promotions', promotionsText: 'Our promotions will appear here.',
    pointMall: 'Points Mall', pointMallText: 'Redeem your points for rewards here.',
    seamless: 'Game', seamlessText: 'Choose a game from the lobby to play it here.', backToLobby: 'Back to lobby',
    agentTitle: 'Agent center', agentText: 'Agent sign-in opens with member accounts.', agentHours: 'Agent support hours: 10:00–22:00 (GMT+8).',
    member: 'Member center',
  },
  system: {
    maintenanceTitle: 'Scheduled maintenance', maintenanceText: 'We are upgrading the lobby to serve you better. Please come back soon.',
    maintenanceEnd: 'Expected back: {{time}}', maintenanceUnknown: 'We will be back as soon as possible.',
    regionTitle: 'Access restricted', regionText: 'Our service is not available in your region.', yourIp: 'Your IP: {{ip}}',
    contactSupport: 'Contact customer service',
    notFoundTitle: 'Page not found', notFoundText: 'The page you are looking for does not exist or has moved.',
    errorTitle: 'Something went wrong', errorText: 'This part of the page could not be shown.', retry: 'Try again', home: 'Go to home',
  },
  errors: {
    validation: 'Please check the highlighted fields.', notFound: 'Not found.', unknown: 'Unknown error',
    network: 'Network link is abnormal, please try again', tooManyRequests: 'Too many requests, please try again after 5 minutes',
    maintenance: 'The site is under maintenance.', accessRestricted: 'Access restricted',
    notLoggedIn: 'You are not logged in, please login', gameMaintenance: 'This game is under maintenance.',
  },
} as const

/** The shape every language file must match: same keys, any strings. */
export type MessagesShape<T = typeof en> = { [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]> }
