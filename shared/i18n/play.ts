/**
 * Texts of the play screens (namespace `play`): launching a game from the lobby, the game frame,
 * /seamless, and the sandbox games inside the frame, with every refusal of the sandbox vendor
 * (`play.errors.<code>`, codes of shared/schemas/sandbox.ts). English and Filipino.
 * Amount placeholders receive text already formatted in the brand's currency.
 */
import type { MessagesShape } from './en'

export const playEn = {
  frame: {
    loading: 'Opening {{name}}…', close: 'Close game', fullscreen: 'Full screen', exitFullscreen: 'Exit full screen',
    failed: 'The game could not be opened.', retry: 'Try again', game: 'Game',
  },
  vendorGames: { title: '{{vendor}} games', loading: 'Loading games…', empty: 'No games are available from this provider.', failed: 'Could not load the games. Please try again.' },
  seamless: {
    title: 'Game', loginText: 'Log in to play this game.', noGame: 'Choose a game from the lobby to play it here.',
    invalidUrl: 'Invalid URL, please contact customer service', routeText: 'This game opens on its own page.', continue: 'Continue', backToLobby: 'Back to lobby',
  },
  errors: {
    BAD_REQUEST: 'Please check your bet and try again.',
    SESSION_NOT_FOUND: 'The game session was not found. Close the game and open it again.',
    GAME_NOT_FOUND: 'This game is not available.',
    WRONG_GAME: 'This bet does not belong to this game.',
    BELOW_MIN_BET: 'The minimum bet is {{min}}.',
    ABOVE_MAX_BET: 'The maximum total bet per round is {{max}}.',
    FIXTURE_CLOSED: 'This market has closed. Please pick again from the board.',
    BUSY: 'Please wait for the current round to finish.',
    NETWORK: 'Network link is abnormal, please try again',
    RS_ERROR_NOT_ENOUGH_MONEY: 'Insufficient balance. Please deposit or lower your bet.',
    RS_ERROR_INVALID_TOKEN: 'This game session is not valid. Close the game and open it again.',
    RS_ERROR_TOKEN_EXPIRED: 'Your game session has expired. Close the game and open it again.',
    RS_ERROR_USER_DISABLED: 'This account is disabled. Please contact customer service.',
    RS_ERROR_WRONG_CURRENCY: 'This game does not accept your account currency.',
    RS_ERROR_LIMIT_REACHED: 'This bet would go over a loss or wager limit you set. See Responsible gaming in your account.',
    RS_ERROR_UNKNOWN: 'The bet could not be placed. Please try again.',
  },
  game: {
    balance: 'Balance', bet: 'Bet', totalBet: 'Total bet', betAmount: 'Bet amount', chips: 'Chips', half: 'Halve the bet', double: 'Double the bet',
    limits: 'Min {{min}} · Max {{max}}', invalidAmount: 'Enter an amount from {{min}} to {{max}}, at most 2 decimals.',
    lastResults: 'Last results', noResults: 'Your rounds will appear here.', win: 'Win {{amount}}', noWin: 'No win', push: 'Bet returned',
    rules: 'Rules and payouts', rtp: 'Return to player {{rtp}}', clear: 'Clear', undo: 'Undo', loading: 'Opening the game…',
    sessionEnded: 'Game session ended', backToLobby: 'Back to lobby', settling: 'Your win is being credited…',
    dismiss: 'Dismiss', round: 'Round {{id}}', staked: 'Staked {{amount}}', paid: 'Paid {{amount}}', outcomeNote: 'Results are drawn on the game server.',
  },
  types: { SLOT: 'Slot', BACCARAT: 'Baccarat', ROULETTE: 'Roulette', BETSLIP: 'Sportsbook', FISH: 'Fishing', SHOWDOWN: 'Teen Patti' },
  slot: {
    spin: 'Spin', spinning: 'Spinning…', paytable: 'Paytable', lines: '{{count}} paylines',
    lineWin: 'Line {{line}} · {{count}}× {{symbol}}', symbols: { WILD: 'Wild', CROWN: 'Crown', GEM: 'Gem', SEVEN: 'Seven', BELL: 'Bell', CHERRY: 'Cherry', LEMON: 'Lemon', PLUM: 'Plum' },
    wildNote: 'Wild substitutes for every symbol and pays on its own. Wins pay left to right from the first reel, in multiples of the line bet (total bet ÷ 20).',
    ofAKind: '{{count}} of a kind',
  },
  baccarat: {
    PLAYER: 'Player', BANKER: 'Banker', TIE: 'Tie', deal: 'Deal', dealing: 'Dealing…',
    wins: { PLAYER: 'Player wins', BANKER: 'Banker wins', TIE: 'Tie' },
    pays: { PLAYER: 'Pays 1:1', BANKER: 'Pays 0.95:1', TIE: 'Pays 8:1' },
    placeBets: 'Pick a chip, then tap Player, Banker or Tie.', road: 'Bead road',
    rules: 'Punto banco with 8 decks and the standard third-card rules. Player and Banker bets are returned on a tie.',
  },
  roulette: {
    spin: 'Spin', spinning: 'Spinning…', RED: 'Red', BLACK: 'Black', ODD: 'Odd', EVEN: 'Even', LOW: '1–18', HIGH: '19–36',
    dozen1: '1st 12', dozen2: '2nd 12', dozen3: '3rd 12', column: '2 to 1', placeBets: 'Pick a chip, then tap the board.', lastNumbers: 'Last numbers',
    colours: { RED: 'red', BLACK: 'black', GREEN: 'green' }, result: '{{number}} {{colour}}',
    rules: 'European wheel with one zero. A number pays 35:1, dozens and columns 2:1, red/black, odd/even and 1–18/19–36 pay 1:1.',
  },
  betslip: {
    slip: 'Bet slip', singles: 'Singles', combo: 'Combo', stake: 'Stake', odds: 'Odds', potential: 'Potential return', place: 'Place bet', placing: 'Placing…',
    empty: 'Tap the odds to add a selection.', remove: 'Remove {{name}}', comboNeeds: 'A combo needs 2 or more selections.', won: 'Won', lost: 'Lost',
    result: 'Result: {{result}}', versus: 'vs', settledNow: 'Every match is settled as soon as you place the bet, at the odds shown.',
    keys: { '1': 'Home', X: 'Draw', '2': 'Away', MERON: 'Meron', WALA: 'Wala' },
    sports: { FOOTBALL: 'Football', BASKETBALL: 'Basketball', ESPORTS: 'E-sports', COCKFIGHT: 'Cockfight' },
    board: 'Matches',
  },
  fish: {
    fire: 'Fire', firing: 'Firing…', target: 'Target', shots: 'Shots', betPerShot: 'Bet per shot', caught_one: 'Caught {{count}} fish', caught_other: 'Caught {{count}} fish',
    missed: 'All shots missed', species: { SHRIMP: 'Shrimp', CLOWN: 'Clownfish', PUFFER: 'Pufferfish', TURTLE: 'Sea turtle', SHARK: 'Shark', WHALE: 'Whale', DRAGON: 'Golden dragon' },
    chooseTarget: 'Tap a fish to aim at it.', rules: 'Every shot costs the bet per shot. Big fish pay more and are caught less often: each shot returns 96 % on average.',
    multiplier: '{{min}}–{{max}}×',
  },
  showdown: {
    deal: 'Deal', dealing: 'Dealing…', you: 'You', house: 'House',
    hands: { HIGH_CARD: 'High card', PAIR: 'Pair', COLOUR: 'Colour', SEQUENCE: 'Sequence', PURE_SEQUENCE: 'Pure sequence', TRAIL: 'Trail' },
    results: { WIN: 'You win', LOSE: 'House wins', TIE: 'Tie — bet returned' },
    rules: 'Three cards each; the better Teen Patti hand wins: trail, pure sequence, sequence, colour, pair, high card. A win pays 0.95:1, a tie returns the bet.',
  },
}

export const playTy: MessagesShape<typeof playEn> = {
  frame: {
    loading: 'Binubuksan ang {{name}}…', close: 'Isara ang laro', fullscreen: 'Buong screen', exitFullscreen: 'Lumabas sa buong screen',
    failed: 'Hindi mabuksan ang laro.', retry: 'Subukan muli', game: 'Laro',
  },
  vendorGames: { title: 'Mga laro ng {{vendor}}', loading: 'Nilo-load ang mga laro…', empty: 'Walang larong available mula sa provider na ito.', failed: 'Hindi ma-load ang mga laro. Pakisubukan muli.' },
  seamless: {
    title: 'Laro', loginText: 'Mag-log in para malaro ito.', noGame: 'Pumili ng laro sa lobby para malaro ito rito.',
    invalidUrl: 'Di-wastong URL, makipag-ugnayan sa customer service', routeText: 'Ang larong ito ay bumubukas sa sarili nitong pahina.', continue: 'Magpatuloy', backToLobby: 'Bumalik sa lobby',
  },
  errors: {
    BAD_REQUEST: 'Pakisuri ang iyong taya at subukan muli.',
    SESSION_NOT_FOUND: 'Hindi nahanap ang session ng laro. Isara ang laro at buksan muli.',
    GAME_NOT_FOUND: 'Hindi available ang larong ito.',
    WRONG_GAME: 'Ang tayang ito ay hindi para sa larong ito.',
    BELOW_MIN_BET: 'Ang pinakamababang taya ay {{min}}.',
    ABOVE_MAX_BET: 'Ang pinakamataas na kabuuang taya bawat round ay {{max}}.',
    FIXTURE_CLOSED: 'Sarado na ang market na ito. Pumili muli mula sa listahan.',
    BUSY: 'Hintaying matapos ang kasalukuyang round.',
    NETWORK: 'May problema sa koneksyon, pakisubukan muli',
    RS_ERROR_NOT_ENOUGH_MONEY: 'Kulang ang balanse. Mag-deposito o babaan ang taya.',
    RS_ERROR_INVALID_TOKEN: 'Hindi wasto ang session ng laro. Isara ang laro at buksan muli.',
    RS_ERROR_TOKEN_EXPIRED: 'Nag-expire na ang session ng laro. Isara ang laro at buksan muli.',
    RS_ERROR_USER_DISABLED: 'Naka-disable ang account na ito. Makipag-ugnayan sa customer service.',
    RS_ERROR_WRONG_CURRENCY: 'Hindi tinatanggap ng larong ito ang currency ng iyong account.',
    RS_ERROR_LIMIT_REACHED: 'Lalampas ang tayang ito sa limitasyon sa talo o taya na itinakda mo. Tingnan ang Responsableng paglalaro sa iyong account.',
    RS_ERROR_UNKNOWN: 'Hindi nailagay ang taya. Pakisubukan muli.',
  },
  game: {
    balance: 'Balanse', bet: 'Taya', totalBet: 'Kabuuang taya', betAmount: 'Halaga ng taya', chips: 'Mga chip', half: 'Hatiin ang taya', double: 'Doblehin ang taya',
    limits: 'Min {{min}} · Max {{max}}', invalidAmount: 'Maglagay ng halaga mula {{min}} hanggang {{max}}, hanggang 2 decimal lamang.',
    lastResults: 'Mga huling resulta', noResults: 'Lalabas dito ang iyong mga round.', win: 'Panalo {{amount}}', noWin: 'Walang panalo', push: 'Ibinalik ang taya',
    rules: 'Mga patakaran at bayad', rtp: 'Balik sa manlalaro {{rtp}}', clear: 'Burahin', undo: 'I-undo', loading: 'Binubuksan ang laro…',
    sessionEnded: 'Tapos na ang session ng laro', backToLobby: 'Bumalik sa lobby', settling: 'Ikinikredito na ang iyong panalo…',
    dismiss: 'Isara ang mensahe', round: 'Round {{id}}', staked: 'Itinaya {{amount}}', paid: 'Ibinayad {{amount}}', outcomeNote: 'Ang mga resulta ay binubunot sa server ng laro.',
  },
  types: { SLOT: 'Slot', BACCARAT: 'Baccarat', ROULETTE: 'Roulette', BETSLIP: 'Sportsbook', FISH: 'Pangingisda', SHOWDOWN: 'Teen Patti' },
  slot: {
    spin: 'Paikutin', spinning: 'Umiikot…', paytable: 'Talaan ng bayad', lines: '{{count}} na payline',
    lineWin: 'Linya {{line}} · {{count}}× {{symbol}}', symbols: { WILD: 'Wild', CROWN: 'Korona', GEM: 'Hiyas', SEVEN: 'Pito', BELL: 'Kampana', CHERRY: 'Seresa', LEMON: 'Limon', PLUM: 'Plum' },
    wildNote: 'Ang Wild ay pamalit sa lahat ng simbolo at may sarili ring bayad. Ang panalo ay mula kaliwa pakanan simula sa unang reel, sa multiplo ng taya bawat linya (kabuuang taya ÷ 20).',
    ofAKind: '{{count}} na magkapareho',
  },
  baccarat: {
    PLAYER: 'Player', BANKER: 'Banker', TIE: 'Tabla', deal: 'Ibigay', dealing: 'Ibinibigay…',
    wins: { PLAYER: 'Panalo ang Player', BANKER: 'Panalo ang Banker', TIE: 'Tabla' },
    pays: { PLAYER: 'Bayad 1:1', BANKER: 'Bayad 0.95:1', TIE: 'Bayad 8:1' },
    placeBets: 'Pumili ng chip, pagkatapos pindutin ang Player, Banker o Tabla.', road: 'Bead road',
    rules: 'Punto banco na may 8 deck at karaniwang patakaran sa ikatlong baraha. Ibinabalik ang taya sa Player at Banker kapag tabla.',
  },
  roulette: {
    spin: 'Paikutin', spinning: 'Umiikot…', RED: 'Pula', BLACK: 'Itim', ODD: 'Gansal', EVEN: 'Pares', LOW: '1–18', HIGH: '19–36',
    dozen1: 'Unang 12', dozen2: 'Ikalawang 12', dozen3: 'Ikatlong 12', column: '2 sa 1', placeBets: 'Pumili ng chip, pagkatapos pindutin ang board.', lastNumbers: 'Mga huling numero',
    colours: { RED: 'pula', BLACK: 'itim', GREEN: 'berde' }, result: '{{number}} {{colour}}',
    rules: 'European na gulong na may isang zero. Ang numero ay bayad 35:1, ang dozen at column 2:1, ang pula/itim, gansal/pares at 1–18/19–36 ay 1:1.',
  },
  betslip: {
    slip: 'Bet slip', singles: 'Singles', combo: 'Combo', stake: 'Taya', odds: 'Odds', potential: 'Posibleng balik', place: 'Ilagay ang taya', placing: 'Inilalagay…',
    empty: 'Pindutin ang odds para magdagdag ng pili.', remove: 'Alisin ang {{name}}', comboNeeds: 'Ang combo ay kailangan ng 2 o higit pang pili.', won: 'Panalo', lost: 'Talo',
    result: 'Resulta: {{result}}', versus: 'laban sa', settledNow: 'Bawat laban ay inaayos agad pagkalagay ng taya, sa odds na ipinapakita.',
    keys: { '1': 'Home', X: 'Tabla', '2': 'Away', MERON: 'Meron', WALA: 'Wala' },
    sports: { FOOTBALL: 'Football', BASKETBALL: 'Basketball', ESPORTS: 'E-sports', COCKFIGHT: 'Sabong' },
    board: 'Mga laban',
  },
  fish: {
    fire: 'Bumaril', firing: 'Bumabaril…', target: 'Target', shots: 'Mga bala', betPerShot: 'Taya bawat bala', caught_one: 'Nakahuli ng {{count}} isda', caught_other: 'Nakahuli ng {{count}} isda',
    missed: 'Sumablay lahat ng bala', species: { SHRIMP: 'Hipon', CLOWN: 'Clownfish', PUFFER: 'Butete', TURTLE: 'Pawikan', SHARK: 'Pating', WHALE: 'Balyena', DRAGON: 'Gintong dragon' },
    chooseTarget: 'Pindutin ang isda para asintahin.', rules: 'Bawat bala ay nagkakahalaga ng taya bawat bala. Mas malaki ang bayad sa malalaking isda pero mas bihirang mahuli: bawat bala ay nagbabalik ng 96 % sa karaniwan.',
    multiplier: '{{min}}–{{max}}×',
  },
  showdown: {
    deal: 'Ibigay', dealing: 'Ibinibigay…', you: 'Ikaw', house: 'Bahay',
    hands: { HIGH_CARD: 'Mataas na baraha', PAIR: 'Pares', COLOUR: 'Kulay', SEQUENCE: 'Sunod-sunod', PURE_SEQUENCE: 'Purong sunod-sunod', TRAIL: 'Trail' },
    results: { WIN: 'Panalo ka', LOSE: 'Panalo ang bahay', TIE: 'Tabla — ibinalik ang taya' },
    rules: 'Tatlong baraha bawat isa; ang mas mataas na kamay sa Teen Patti ang panalo: trail, purong sunod-sunod, sunod-sunod, kulay, pares, mataas na baraha. Ang panalo ay bayad 0.95:1, ibinabalik ang taya kapag tabla.',
  },
}
