/**
 * Texts of the account game lists and the member's records (namespace `records`): the favourite
 * heart on game tiles, /favorite and /recent, the FAV and RECENT chips of the game list, the
 * betting record (personalHistoryCopy) and personal profit/loss (personalProfit), and their errors
 * (`records.errors.*`, also the messages of the favourite calls). English and Filipino.
 * Amount placeholders receive text already formatted in the brand's currency.
 */
import type { MessagesShape } from './en'

export const recordsEn = {
  fav: {
    add: 'Add {{name}} to my collection', remove: 'Remove {{name}} from my collection',
    added: '{{name}} is in your collection', removed: '{{name}} was removed from your collection',
    failed: 'Your collection could not be updated. Please try again.', close: 'Close',
  },
  lists: {
    favorite: 'My collection', recent: 'Recent games', tabs: 'Your games', allTypes: 'All',
    favoriteIntro: 'Games you marked with the heart, newest first.',
    recentIntro: 'Games you opened lately, the last one first.',
    favoriteEmpty: 'Your collection is empty', favoriteEmptyHint: 'Tap the heart on any game to keep it here for next time.',
    recentEmpty: 'No games played yet', recentEmptyHint: 'Games you open will show up here, so you can jump back in.',
    typeEmpty: 'None of these games are of this type.', browse: 'Browse slots', showAll: 'Show all types',
    count_one: '{{count}} game', count_other: '{{count}} games',
    prev: 'Newer', next: 'Older', page: 'Page {{page}} of {{total}}', paging: 'Pages',
    needTrue: 'Register a real account to keep favourites and see your recent games.', register: 'Register now',
  },
  filters: {
    range: 'Date range', today: 'Today', yesterday: 'Yesterday', past7: 'Past 7 days', past30: 'Past 30 days', custom: 'Custom',
    from: 'From', to: 'To', apply: 'Show', gameType: 'Game type', allTypes: 'All game types', vendor: 'Provider', allVendors: 'All providers',
    days: 'Days run from midnight to midnight, Philippine time (UTC+8).', showing: '{{from}} – {{to}}', required: 'Choose both days',
  },
  totals: {
    title: 'Totals for this period', count: 'Bets', bet: 'Bet amount', validBet: 'Valid bet', payout: 'Payout', winLoss: 'Win/loss',
  },
  bets: {
    caption: 'Your bets', time: 'Time', game: 'Game', bet: 'Bet', validBet: 'Valid bet', payout: 'Payout', winLoss: 'Win/loss', status: 'Status',
    round: 'Round {{id}}',
    empty: 'No bets in this period', emptyHint: 'Bets you place in any game appear here within seconds.', play: 'Play a game',
  },
  pl: {
    caption: 'Profit and loss by day, game type and provider', day: 'Day', gameType: 'Game type', vendor: 'Provider', count: 'Bets',
    empty: 'Nothing to sum up in this period', emptyHint: 'Once you play, your wins and losses are added up here per day and per game.',
    net: 'Net result', up: 'You are up', down: 'You are down', even: 'Break-even',
  },
  status: { OPEN: 'Pending', SETTLED: 'Settled', ROLLED_BACK: 'Refunded' },
  paging: { prev: 'Previous', next: 'Next', page: '{{page}} / {{total}}', count_one: '{{count}} row', count_other: '{{count}} rows', label: 'Pages' },
  errors: {
    gameNotFound: 'This game is not available.',
    favouritesFull: 'Your collection is full. Remove a game before adding another.',
    rangeInvalid: 'Those dates could not be read, so today is shown instead.',
    rangeTooLong: 'A custom range can cover at most 92 days, so today is shown instead.',
    rangeOrder: 'The first day must not be after the last day.',
  },
}

export const recordsTy: MessagesShape<typeof recordsEn> = {
  fav: {
    add: 'Idagdag ang {{name}} sa aking koleksyon', remove: 'Alisin ang {{name}} sa aking koleksyon',
    added: 'Nasa koleksyon mo na ang {{name}}', removed: 'Inalis ang {{name}} sa iyong koleksyon',
    failed: 'Hindi ma-update ang iyong koleksyon. Pakisubukang muli.', close: 'Isara',
  },
  lists: {
    favorite: 'Aking koleksyon', recent: 'Mga huling nilaro', tabs: 'Iyong mga laro', allTypes: 'Lahat',
    favoriteIntro: 'Mga larong minarkahan mo ng puso, pinakabago muna.',
    recentIntro: 'Mga larong binuksan mo kamakailan, ang huli muna.',
    favoriteEmpty: 'Wala pang laman ang koleksyon mo', favoriteEmptyHint: 'Pindutin ang puso sa kahit anong laro para itabi ito rito.',
    recentEmpty: 'Wala ka pang nilarong laro', recentEmptyHint: 'Lalabas dito ang mga larong binubuksan mo para madali kang makabalik.',
    typeEmpty: 'Wala sa mga larong ito ang ganitong uri.', browse: 'Tumingin ng slots', showAll: 'Ipakita ang lahat ng uri',
    count_one: '{{count}} laro', count_other: '{{count}} na laro',
    prev: 'Mas bago', next: 'Mas luma', page: 'Pahina {{page}} ng {{total}}', paging: 'Mga pahina',
    needTrue: 'Magrehistro ng totoong account para makapag-ipon ng paborito at makita ang mga huling nilaro.', register: 'Magrehistro ngayon',
  },
  filters: {
    range: 'Saklaw ng petsa', today: 'Ngayon', yesterday: 'Kahapon', past7: 'Nakaraang 7 araw', past30: 'Nakaraang 30 araw', custom: 'Pumili',
    from: 'Mula', to: 'Hanggang', apply: 'Ipakita', gameType: 'Uri ng laro', allTypes: 'Lahat ng uri ng laro', vendor: 'Provider', allVendors: 'Lahat ng provider',
    days: 'Ang bawat araw ay mula hatinggabi hanggang hatinggabi, oras sa Pilipinas (UTC+8).', showing: '{{from}} – {{to}}', required: 'Piliin ang dalawang araw',
  },
  totals: {
    title: 'Kabuuan sa panahong ito', count: 'Mga taya', bet: 'Halaga ng taya', validBet: 'Balidong taya', payout: 'Bayad', winLoss: 'Panalo/talo',
  },
  bets: {
    caption: 'Iyong mga taya', time: 'Oras', game: 'Laro', bet: 'Taya', validBet: 'Balidong taya', payout: 'Bayad', winLoss: 'Panalo/talo', status: 'Katayuan',
    round: 'Round {{id}}',
    empty: 'Walang taya sa panahong ito', emptyHint: 'Lalabas dito sa loob ng ilang segundo ang mga taya mo sa kahit anong laro.', play: 'Maglaro',
  },
  pl: {
    caption: 'Kita at lugi bawat araw, uri ng laro at provider', day: 'Araw', gameType: 'Uri ng laro', vendor: 'Provider', count: 'Mga taya',
    empty: 'Walang maisusuma sa panahong ito', emptyHint: 'Kapag naglaro ka, isusuma rito ang panalo at talo mo bawat araw at bawat laro.',
    net: 'Netong resulta', up: 'Panalo ka', down: 'Talo ka', even: 'Pantay',
  },
  status: { OPEN: 'Nakabinbin', SETTLED: 'Tapos na', ROLLED_BACK: 'Ibinalik' },
  paging: { prev: 'Nauna', next: 'Susunod', page: '{{page}} / {{total}}', count_one: '{{count}} hanay', count_other: '{{count}} na hanay', label: 'Mga pahina' },
  errors: {
    gameNotFound: 'Hindi available ang larong ito.',
    favouritesFull: 'Puno na ang koleksyon mo. Mag-alis muna ng laro bago magdagdag.',
    rangeInvalid: 'Hindi mabasa ang mga petsang iyon, kaya ngayong araw ang ipinapakita.',
    rangeTooLong: 'Hanggang 92 araw lang ang maaaring saklaw, kaya ngayong araw ang ipinapakita.',
    rangeOrder: 'Hindi dapat mauna ang huling araw sa unang araw.',
  },
}
