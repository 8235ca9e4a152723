/**
 * Agent center texts (namespace `agent`, issue 6): layout and menu (spec §2 agent center pages),
 * date presets, filters and paging of the reports, the team overview and its charts, the register
 * center, team management and transfer to a downline, team betting, user loss, my income,
 * account details, and the agent API's errors. English and Filipino. Amount placeholders receive
 * text already formatted in the brand's currency.
 */
import type { MessagesShape } from './en'

export const agentEn = {
  center: {
    title: 'Agent center', menu: 'Agent menu', signedInAs: 'Signed in as {{name}}', clock: 'Local time', logout: 'Log out',
    lobby: 'Lobby', services: 'Wallet and help', agentType: 'Agent type {{type}}',
  },
  menu: {
    agentAnnouncement: 'Announcements', agentTeamOverview: 'Team overview', registerCenter: 'Add account',
    downlineManagmentView: 'Team management', personalHistoryCopy: 'Team betting', palStatementsAgentCopy: 'User loss',
    agentRevenueReport: 'My income', agentDownlineTransactionDetailsCopy: 'Account details', agentDividendRecordCopy2: 'Bonus',
    agentDailyWages2: 'Daily salary', agentHourSalary: 'Hourly salary', agentRealtimeSalary: 'Real-time salary',
    deposit: 'Deposit', withdraw: 'Withdraw', messages: 'Platform messages', support: 'Customer service',
  },
  range: {
    label: 'Date range', today: 'Today', yesterday: 'Yesterday', d7: 'Past 7 days', d30: 'Past 30 days', custom: 'Custom',
    from: 'From', to: 'To', apply: 'Apply', showing: '{{from}} – {{to}} (GMT+8)',
  },
  filter: {
    title: 'Filters', member: 'Member account', memberPlaceholder: 'All members', apply: 'Search', clear: 'Clear filters', all: 'All',
    gameType: 'Game type', vendor: 'Provider', status: 'Status', kind: 'Type', sort: 'Sort by',
  },
  paging: { label: 'Pages', prev: 'Previous', next: 'Next', page: 'Page {{page}} of {{total}}', count_one: '{{count}} record', count_other: '{{count}} records' },
  common: {
    loading: 'Loading…', totals: 'Totals', none: '—', error: 'This report could not be loaded. Please try again.', retry: 'Try again',
    notInTeam: 'The account "{{account}}" is not in your team.', showAll: 'Show the whole team',
  },
  overview: {
    scopeAll: 'Whole team', scopeOne: 'Downline {{account}}', teamSize: 'Team size', direct: '{{count}} direct',
    activeMembers: 'Active members', activeHint: 'Members with a settled valid bet', newMembers: 'New members',
    deposits: 'Deposits', withdrawals: 'Withdrawals', validBet: 'Valid bet', profitLoss: 'Team profit/loss',
    profitHint: 'Members’ losses count as profit', depositCount_one: '{{count}} deposit', depositCount_other: '{{count}} deposits',
    withdrawCount_one: '{{count}} withdrawal', withdrawCount_other: '{{count}} withdrawals', betCount_one: '{{count}} bet', betCount_other: '{{count}} bets',
    trend: 'Valid bet and profit/loss by day', trendEmpty: 'No settled bets in this range yet.', byLevel: 'Members by level',
    levelEmpty: 'No downlines yet. Add an account to build your team.', level: 'Level {{level}}', levelShort: 'L{{level}}',
    members_one: '{{count}} member', members_other: '{{count}} members', daily: 'By day', date: 'Date',
    chartLabel: 'Chart: valid bet (bars) and team profit/loss (line) for each day from {{from}} to {{to}}',
    levelLabel: 'Chart: number of downlines on each level below you',
  },
  register: {
    intro: 'Open an account in your team. It joins you as its upline.', account: 'Account', password: 'Password',
    passwordHint: 'Leave empty to get a one-time password, shown to you once. The new account must change its password at first login.',
    confirmPassword: 'Confirm password', nickname: 'Nickname', nicknameHint: 'Optional, up to {{max}} characters',
    kind: 'Account type', member: 'Member', agent: 'Sub-agent', agentNotAllowed: 'Your agent type cannot open sub-agents.',
    submit: 'Create account', done: 'Account {{account}} created', oneTimeLabel: 'One-time password',
    oneTimeNote: 'Shown this once: copy it now and hand it to the account holder. It is not stored and cannot be shown again. It must be changed at first login.',
    doneCustom: 'Password: the one you chose (must be changed at first login).', another: 'Add another account', view: 'Open in team management',
    invite: 'Invite link', inviteText: 'Players who register with this link or code join your team.', code: 'Invitation code',
    copy: 'Copy', copied: 'Copied',
  },
  team: {
    search: 'Account or nickname', direct: 'Direct downlines', all: 'Whole team', account: 'Account', nickname: 'Nickname', type: 'Type',
    level: 'Level', upline: 'Upline', balance: 'Balance', teamSize: 'Team', joined: 'Joined', lastLogin: 'Last login', never: 'Never',
    actions: 'Actions', view: 'Details', empty: 'No downlines yet', emptyHint: 'Open an account in the register center or share your invite link.',
    emptySearch: 'No downline matches “{{search}}”.', typeMember: 'Member', typeAgent: 'Agent', summary: '{{team}} in your team · {{direct}} direct',
    back: 'Back to team management', detail: 'Downline details', mobile: 'Mobile', email: 'Email', directDownlines: 'Direct downlines',
    noDirect: 'No downlines of its own.', reports: 'Reports for this downline', figures: 'Past 30 days', contract: 'Contract',
    contractOnlyDirect: 'Contracts are offered to direct downlines only. This account’s upline is {{upline}}.',
    transfer: 'Transfer to downline',
  },
  transfer: {
    amount: 'Amount', submit: 'Transfer {{amount}}', submitEmpty: 'Transfer', done: '{{amount}} sent to {{account}}',
    note: 'The money leaves your wallet at once and arrives in the downline’s wallet.', yourBalance: 'Your balance',
  },
  betting: {
    time: 'Bet time', account: 'Account', game: 'Game', vendor: 'Provider', round: 'Round', bet: 'Bet', validBet: 'Valid bet',
    payout: 'Payout', winLoss: 'Win/loss', status: 'Status', totals_one: 'Totals of {{count}} bet', totals_other: 'Totals of {{count}} bets',
    empty: 'No bets in this range', emptyHint: 'Try another date range or clear the filters.',
    statuses: { OPEN: 'Open', SETTLED: 'Settled', ROLLED_BACK: 'Rolled back' },
  },
  loss: {
    account: 'Account', nickname: 'Nickname', bets: 'Bets', betAmount: 'Bet amount', validBet: 'Valid bet', payout: 'Payout', winLoss: 'Win/loss',
    totals_one: 'Totals of {{count}} member', totals_other: 'Totals of {{count}} members', empty: 'No settled bets in this range',
    hint: 'Win/loss is the member’s result: a negative figure is the member’s loss.',
    sorts: { winLoss: 'Biggest loss first', '-winLoss': 'Biggest win first', validBet: 'Valid bet: high to low', '-validBet': 'Valid bet: low to high' },
  },
  income: {
    time: 'Paid at', type: 'Contract', period: 'Period', payer: 'Paid by', house: 'The house', rate: 'Rate', amount: 'Amount',
    total: 'Total income', empty: 'No income in this range', emptyHint: 'Dividends and salaries from your contracts appear here once they are paid.',
    types: { DIVIDEND: 'Dividend', DAILY_SALARY: 'Daily salary', HOURLY_SALARY: 'Hourly salary', REALTIME_SALARY: 'Real-time salary' },
  },
  details: {
    time: 'Time', account: 'Account', kind: 'Type', amount: 'Amount', balanceAfter: 'Balance after', credits: 'Money in', debits: 'Money out',
    net: 'Net', empty: 'No transactions in this range',
  },
  announcement: { empty: 'No announcements right now.', emptyHint: 'News from the brand for agents and players appears here.' },
  support: { text: 'Our team is here to help with your account, deposits and contracts.', open: 'Open {{title}}', none: 'No contact is set up yet.' },
  errors: {
    accountRequired: 'Please enter an account', nicknameLength: 'Nickname: at most {{max}} characters', date: 'Please choose a valid date',
    rangeTooLong: 'Please choose a range of at most {{max}} days', notInTeam: 'This account is not in your team',
    subAgentNotAllowed: 'Your agent type cannot open sub-agents',
  },
} as const

export const agentTy: MessagesShape<typeof agentEn> = {
  center: {
    title: 'Sentro ng ahente', menu: 'Menu ng ahente', signedInAs: 'Naka-log in bilang {{name}}', clock: 'Lokal na oras', logout: 'Mag-log out',
    lobby: 'Lobby', services: 'Wallet at tulong', agentType: 'Uri ng ahente {{type}}',
  },
  menu: {
    agentAnnouncement: 'Mga anunsyo', agentTeamOverview: 'Buod ng koponan', registerCenter: 'Magdagdag ng account',
    downlineManagmentView: 'Pamamahala ng koponan', personalHistoryCopy: 'Taya ng koponan', palStatementsAgentCopy: 'Talo ng user',
    agentRevenueReport: 'Aking kita', agentDownlineTransactionDetailsCopy: 'Detalye ng account', agentDividendRecordCopy2: 'Bonus',
    agentDailyWages2: 'Arawang sahod', agentHourSalary: 'Oras-oras na sahod', agentRealtimeSalary: 'Real-time na sahod',
    deposit: 'Magdeposito', withdraw: 'Mag-withdraw', messages: 'Mga mensahe ng platform', support: 'Serbisyo sa customer',
  },
  range: {
    label: 'Saklaw ng petsa', today: 'Ngayon', yesterday: 'Kahapon', d7: 'Nakaraang 7 araw', d30: 'Nakaraang 30 araw', custom: 'Pasadya',
    from: 'Mula', to: 'Hanggang', apply: 'Ilapat', showing: '{{from}} – {{to}} (GMT+8)',
  },
  filter: {
    title: 'Mga filter', member: 'Account ng miyembro', memberPlaceholder: 'Lahat ng miyembro', apply: 'Hanapin', clear: 'Alisin ang mga filter', all: 'Lahat',
    gameType: 'Uri ng laro', vendor: 'Provider', status: 'Katayuan', kind: 'Uri', sort: 'Ayusin ayon sa',
  },
  paging: { label: 'Mga pahina', prev: 'Nakaraan', next: 'Susunod', page: 'Pahina {{page}} ng {{total}}', count_one: '{{count}} tala', count_other: '{{count}} na tala' },
  common: {
    loading: 'Naglo-load…', totals: 'Kabuuan', none: '—', error: 'Hindi ma-load ang ulat na ito. Pakisubukan muli.', retry: 'Subukan muli',
    notInTeam: 'Wala sa iyong koponan ang account na "{{account}}".', showAll: 'Ipakita ang buong koponan',
  },
  overview: {
    scopeAll: 'Buong koponan', scopeOne: 'Downline {{account}}', teamSize: 'Laki ng koponan', direct: '{{count}} direkta',
    activeMembers: 'Aktibong miyembro', activeHint: 'Mga miyembrong may settled na valid bet', newMembers: 'Bagong miyembro',
    deposits: 'Mga deposito', withdrawals: 'Mga withdrawal', validBet: 'Valid bet', profitLoss: 'Kita/lugi ng koponan',
    profitHint: 'Ang talo ng mga miyembro ay binibilang na kita', depositCount_one: '{{count}} deposito', depositCount_other: '{{count}} na deposito',
    withdrawCount_one: '{{count}} withdrawal', withdrawCount_other: '{{count}} na withdrawal', betCount_one: '{{count}} taya', betCount_other: '{{count}} na taya',
    trend: 'Valid bet at kita/lugi bawat araw', trendEmpty: 'Wala pang settled na taya sa saklaw na ito.', byLevel: 'Mga miyembro ayon sa antas',
    levelEmpty: 'Wala pang downline. Magdagdag ng account para buuin ang iyong koponan.', level: 'Antas {{level}}', levelShort: 'A{{level}}',
    members_one: '{{count}} miyembro', members_other: '{{count}} na miyembro', daily: 'Bawat araw', date: 'Petsa',
    chartLabel: 'Tsart: valid bet (mga bar) at kita/lugi ng koponan (linya) bawat araw mula {{from}} hanggang {{to}}',
    levelLabel: 'Tsart: bilang ng downline sa bawat antas sa ilalim mo',
  },
  register: {
    intro: 'Magbukas ng account sa iyong koponan. Ikaw ang magiging upline nito.', account: 'Account', password: 'Password',
    passwordHint: 'Iwanang blangko para makakuha ng isang-beses na password na ipapakita sa iyo nang minsan lamang. Kailangang palitan ng bagong account ang password sa unang pag-log in.',
    confirmPassword: 'Kumpirmahin ang password', nickname: 'Palayaw', nicknameHint: 'Opsyonal, hanggang {{max}} na character',
    kind: 'Uri ng account', member: 'Miyembro', agent: 'Sub-agent', agentNotAllowed: 'Hindi makakapagbukas ng sub-agent ang uri ng iyong ahente.',
    submit: 'Gumawa ng account', done: 'Nagawa ang account na {{account}}', oneTimeLabel: 'Isang-beses na password',
    oneTimeNote: 'Ipinapakita ito nang minsan lamang: kopyahin na ngayon at ibigay sa may-ari ng account. Hindi ito iniimbak at hindi na maipapakita muli. Kailangan itong palitan sa unang pag-log in.',
    doneCustom: 'Password: ang pinili mo (kailangang palitan sa unang pag-log in).', another: 'Magdagdag pa ng account', view: 'Buksan sa pamamahala ng koponan',
    invite: 'Link ng imbitasyon', inviteText: 'Ang mga manlalarong magparehistro gamit ang link o code na ito ay sasali sa iyong koponan.', code: 'Code ng imbitasyon',
    copy: 'Kopyahin', copied: 'Nakopya',
  },
  team: {
    search: 'Account o palayaw', direct: 'Direktang downline', all: 'Buong koponan', account: 'Account', nickname: 'Palayaw', type: 'Uri',
    level: 'Antas', upline: 'Upline', balance: 'Balanse', teamSize: 'Koponan', joined: 'Sumali', lastLogin: 'Huling pag-log in', never: 'Hindi pa',
    actions: 'Mga aksyon', view: 'Detalye', empty: 'Wala pang downline', emptyHint: 'Magbukas ng account sa register center o ibahagi ang iyong link ng imbitasyon.',
    emptySearch: 'Walang downline na tugma sa “{{search}}”.', typeMember: 'Miyembro', typeAgent: 'Ahente', summary: '{{team}} sa iyong koponan · {{direct}} direkta',
    back: 'Bumalik sa pamamahala ng koponan', detail: 'Detalye ng downline', mobile: 'Mobile', email: 'Email', directDownlines: 'Direktang downline',
    noDirect: 'Wala itong sariling downline.', reports: 'Mga ulat para sa downline na ito', figures: 'Nakaraang 30 araw', contract: 'Kontrata',
    contractOnlyDirect: 'Sa direktang downline lamang inaalok ang kontrata. Ang upline ng account na ito ay si {{upline}}.',
    transfer: 'Maglipat sa downline',
  },
  transfer: {
    amount: 'Halaga', submit: 'Ilipat ang {{amount}}', submitEmpty: 'Ilipat', done: 'Naipadala ang {{amount}} kay {{account}}',
    note: 'Agad na aalis ang pera sa iyong wallet at papasok sa wallet ng downline.', yourBalance: 'Iyong balanse',
  },
  betting: {
    time: 'Oras ng taya', account: 'Account', game: 'Laro', vendor: 'Provider', round: 'Round', bet: 'Taya', validBet: 'Valid bet',
    payout: 'Bayad', winLoss: 'Panalo/talo', status: 'Katayuan', totals_one: 'Kabuuan ng {{count}} taya', totals_other: 'Kabuuan ng {{count}} na taya',
    empty: 'Walang taya sa saklaw na ito', emptyHint: 'Subukan ang ibang saklaw ng petsa o alisin ang mga filter.',
    statuses: { OPEN: 'Bukas', SETTLED: 'Settled', ROLLED_BACK: 'Ibinalik' },
  },
  loss: {
    account: 'Account', nickname: 'Palayaw', bets: 'Mga taya', betAmount: 'Halaga ng taya', validBet: 'Valid bet', payout: 'Bayad', winLoss: 'Panalo/talo',
    totals_one: 'Kabuuan ng {{count}} miyembro', totals_other: 'Kabuuan ng {{count}} na miyembro', empty: 'Walang settled na taya sa saklaw na ito',
    hint: 'Ang panalo/talo ay resulta ng miyembro: ang negatibong halaga ay talo ng miyembro.',
    sorts: { winLoss: 'Pinakamalaking talo muna', '-winLoss': 'Pinakamalaking panalo muna', validBet: 'Valid bet: mataas pababa', '-validBet': 'Valid bet: mababa pataas' },
  },
  income: {
    time: 'Binayaran noong', type: 'Kontrata', period: 'Panahon', payer: 'Nagbayad', house: 'Ang house', rate: 'Rate', amount: 'Halaga',
    total: 'Kabuuang kita', empty: 'Walang kita sa saklaw na ito', emptyHint: 'Lalabas dito ang mga dibidendo at sahod mula sa iyong mga kontrata kapag nabayaran na.',
    types: { DIVIDEND: 'Dibidendo', DAILY_SALARY: 'Arawang sahod', HOURLY_SALARY: 'Oras-oras na sahod', REALTIME_SALARY: 'Real-time na sahod' },
  },
  details: {
    time: 'Oras', account: 'Account', kind: 'Uri', amount: 'Halaga', balanceAfter: 'Balanse pagkatapos', credits: 'Pumasok na pera', debits: 'Lumabas na pera',
    net: 'Netong halaga', empty: 'Walang transaksyon sa saklaw na ito',
  },
  announcement: { empty: 'Walang anunsyo sa ngayon.', emptyHint: 'Lalabas dito ang balita mula sa brand para sa mga ahente at manlalaro.' },
  support: { text: 'Narito ang aming koponan para tumulong sa iyong account, deposito at kontrata.', open: 'Buksan ang {{title}}', none: 'Wala pang naka-set up na contact.' },
  errors: {
    accountRequired: 'Pakilagay ang account', nicknameLength: 'Palayaw: hanggang {{max}} na character lamang', date: 'Pumili ng wastong petsa',
    rangeTooLong: 'Pumili ng saklaw na hindi hihigit sa {{max}} araw', notInTeam: 'Wala sa iyong koponan ang account na ito',
    subAgentNotAllowed: 'Hindi makakapagbukas ng sub-agent ang uri ng iyong ahente',
  },
}
