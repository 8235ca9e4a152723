/** Filipino texts (spec code TY), complete. Same keys as en.ts. */
import type { MessagesShape } from './en'

export const ty: MessagesShape = {
  brand: { tagline: 'Maglaro nang matalino. Manalo nang malaki.' },
  nav: {
    HOME: 'Simula', INHOUSE: 'Sariling Laro', RNG: 'Slots', LIVE: 'Live Casino', FISH: 'Pangingisda', PVP: 'Mga Laro sa Baraha',
    SPORTS: 'Palakasan', ESPORTS: 'E-sports', COCKFIGHT: 'Sabong', LOTT: 'Loterya', ELOTT: 'E-loterya', PROMO: 'Mga Promosyon',
    vendorsOf: 'Mga provider ng {{type}}',
  },
  header: { login: 'Mag-log in', register: 'Mag-register', menu: 'Menu', skip: 'Lumaktaw sa nilalaman' },
  side: {
    collapse: 'Itago ang menu', expand: 'Ipakita ang menu', rewards: 'Sentro ng Gantimpala', rewardsHint: 'I-claim ang iyong mga bonus',
    invite: 'Imbitahan ang mga kaibigan', download: 'I-download ang app', downloadIos: 'iOS', downloadAndroid: 'Android',
    scanToInstall: 'I-scan para ma-install', support: 'Serbisyo sa customer', language: 'Wika', liveChat: 'Live na chat',
  },
  home: {
    hot: 'Mga Patok na Laro', inhouse: 'Mga Sariling Laro', rng: 'Slots', live: 'Live Casino', fish: 'Pangingisda', pvp: 'Mga Laro sa Baraha',
    sports: 'Palakasan', esports: 'E-sports', cockfight: 'Sabong', moreGames: 'Iba pang laro', all: 'Lahat',
    previous: 'Nakaraan', next: 'Susunod', notices: 'Mga Abiso', winners: 'Mga kamakailang nanalo',
  },
  game: {
    playNow: 'Maglaro Na', hot: 'HOT', new: 'NEW', maintenance: 'Nasa maintenance', minBet: 'Pinakamababang taya {{amount}}',
    lines: '{{count}} linya', play: 'Maglaro', open: 'Buksan ang {{name}}', games_one: '{{count}} laro', games_other: '{{count}} laro',
  },
  list: {
    search: 'Maghanap ng laro', searchLabel: 'Maghanap ayon sa pangalan ng laro', allVendors: 'Lahat ng provider', classification: 'Uri',
    chips: { ALL: 'Lahat', HOT: 'Patok', FAV: 'Aking Koleksyon', RECENT: 'Kamakailan', NEW: 'Bago' },
    classify: {
      ALL: 'Lahat', SL: 'Mga video slot', JP: 'Jackpot', TG: 'Laro sa Mesa', AC: 'Mga Arcade', BG: 'Bingo', BAC: 'Baccarat', ROU: 'Roulette',
      BJ: 'Blackjack', SIC: 'Sic Bo', DT: 'Dragon Tiger', SHOW: 'Mga game show', FH: 'Pangingisda', CARD: 'Baraha', MJ: 'Mahjong',
      POKER: 'Poker', SB: 'Pustahan sa sports', VS: 'Virtual na sports', ES: 'E-sports', CF: 'Sabong', LOTTO: 'Lotto', KENO: 'Keno',
      QUICK: 'Mabilisang bola', DICE: 'Dice', CRASH: 'Crash', MINES: 'Mines', PLINKO: 'Plinko', SLOT: 'Slots', OTHER: 'Iba pa',
    },
    filters: 'Mga Filter', minBet1: 'Pinakamababang taya: 1 pataas', lines25: '25 linya pataas',
    loadMore: 'Magpakita pa', loading: 'Naglo-load…', showing: 'Ipinapakita ang {{shown}} sa {{total}}',
    empty: 'Walang larong tugma sa mga filter na ito.', emptyHint: 'Subukan ang ibang provider o i-clear ang paghahanap.', clear: 'I-clear ang mga filter',
    inhouseMode: 'Mga sariling laro', loadFailed: 'Hindi ma-load ang iba pang laro. Pakisubukang muli.',
  },
  center: {
    title: '{{type}}', intro: 'Pumili ng provider para magsimulang maglaro.', enter: 'Pumasok', games: 'Mga Laro',
    empty: 'Walang available na provider sa ngayon.',
  },
  footer: {
    providers: 'Mga provider ng laro', help: 'Tulong', resources: 'Mga Sanggunian', feedback: 'Puna',
    feedbackHint: 'Sabihin sa amin kung paano pa namin mapapabuti ang serbisyo', age: '18+', ageText: 'Dapat ay 18 taong gulang pataas ka para makapaglaro. Magsugal nang responsable.',
    licence: 'Ang {{brand}} ay pinapatakbo sa ilalim ng lisensya sa gaming. May kaakibat na panganib ang mga laro ng pagkakataon; maglaro lamang gamit ang perang kaya mong mawala.',
    rights: '© {{year}} {{brand}}. Nakalaan ang lahat ng karapatan.', scrollTop: 'Bumalik sa itaas',
  },
  help: { title: 'Sentro ng Tulong', close: 'Isara', contents: 'Nilalaman' },
  page: {
    loginRequired: 'Hindi ka pa naka-log in, mangyaring mag-log in',
    comingSoon: 'Malapit na', promotions: 'Mga Promosyon', promotionsText: 'Dito lalabas ang aming mga promosyon.',
    pointMall: 'Mall ng Puntos', pointMallText: 'Ipalit dito ang iyong mga puntos para sa mga gantimpala.',
    seamless: 'Laro', seamlessText: 'Pumili ng laro sa lobby para dito ito laruin.', backToLobby: 'Bumalik sa lobby',
    agentTitle: 'Sentro ng Ahente', agentText: 'Magbubukas ang pag-sign in ng ahente kasabay ng mga member account.', agentHours: 'Oras ng suporta para sa ahente: 10:00–22:00 (GMT+8).',
    member: 'Sentro ng Miyembro',
  },
  system: {
    maintenanceTitle: 'Nakatakdang maintenance', maintenanceText: 'Ina-upgrade namin ang lobby para mas mapagsilbihan ka. Pakibalikan kami sa lalong madaling panahon.',
    maintenanceEnd: 'Inaasahang pagbabalik: {{time}}', maintenanceUnknown: 'Babalik kami sa lalong madaling panahon.',
    regionTitle: 'Limitado ang access', regionText: 'Hindi available ang aming serbisyo sa iyong rehiyon.', yourIp: 'Ang iyong IP: {{ip}}',
    contactSupport: 'Makipag-ugnayan sa customer service',
    notFoundTitle: 'Hindi nahanap ang pahina', notFoundText: 'Ang pahinang hinahanap mo ay wala o nailipat na.',
    errorTitle: 'May nangyaring mali', errorText: 'Hindi maipakita ang bahaging ito ng pahina.', retry: 'Subukang muli', home: 'Pumunta sa Simula',
  },
  errors: {
    validation: 'Pakisuri ang mga naka-highlight na field.', notFound: 'Hindi nahanap.', unknown: 'Hindi kilalang error',
    network: 'May problema sa koneksyon ng network, pakisubukang muli', tooManyRequests: 'Masyadong maraming kahilingan, pakisubukang muli pagkalipas ng 5 minuto',
    maintenance: 'Kasalukuyang nasa maintenance ang site.', accessRestricted: 'Limitado ang access',
    notLoggedIn: 'Hindi ka pa naka-log in, mangyaring mag-log in', gameMaintenance: 'Kasalukuyang nasa maintenance ang larong ito.',
  },
}
