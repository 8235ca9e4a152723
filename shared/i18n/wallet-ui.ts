/**
 * Wallet screen labels (namespace `walletUi`): the member centre overlay and its menu, my wallet,
 * deposit, withdraw (payment password, bank accounts, confirmation), transfer to upline, account
 * record, and the header balance. English and Filipino. Error texts, movement kinds and statuses
 * live in `wallet.ts` (namespace `wallet`).
 * @see product-spec §2 member center, header; §4 withdrawal confirmation
 */
import type { MessagesShape } from './en'

export const walletUiEn = {
  balance: 'Balance',
  header: {
    balance: 'Balance', hide: 'Hide balance', show: 'Show balance', refresh: 'Refresh balance', refreshFailed: 'Could not refresh the balance',
  },
  center: {
    title: 'Member center', close: 'Close member center', menu: 'Member center sections', newCount: '{{count}} new',
  },
  menu: {
    securityCenter: 'My account', responsibleGaming: 'Responsible gaming', transferFund: 'My wallet', depositv2: 'Deposit', withdraw: 'Withdraw', transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Betting record', transactionHistory: 'Account record', personalProfit: 'Profit and loss', bonusDetails: 'Bonus details',
    rewardCenter: 'Reward center', referral: 'Refer a friend', missionLeaderboard: 'Missions', messageV2: 'Platform information', manualRebate: 'Manual rebate',
  },
  common: {
    amount: 'Amount', amountPlaceholder: 'Enter an amount', limits: 'Min {{min}} · Max {{max}}', available: 'Available: {{amount}}',
    required: 'Input cannot be empty', pleaseWait: 'Please wait…', network: 'Network link is abnormal, please try again',
    unknown: 'Unknown error', retry: 'Try again', date: 'Date', time: 'Time', status: 'Status', reference: 'Reference', method: 'Method',
    deposit: 'Deposit', withdraw: 'Withdraw', refresh: 'Refresh', close: 'Close', cancel: 'Cancel', confirm: 'Confirm', done: 'Done',
    all: 'All', noneYet: 'Nothing here yet', paymentPassword: 'Withdrawal PIN', paymentPasswordHint: '6 digits', pinIsSet: 'Set',
  },
  wallet: {
    mainWallet: 'Main wallet', total: 'Total balance', pendingDeposits: 'Pending deposits', pendingWithdrawals: 'Pending withdrawals',
    pendingNote: 'Held until an operator decides', gameWallets: 'Game wallets', singleWallet: 'One wallet for every game: your balance is ready to play everywhere, no transfers needed.',
    transferTitle: 'Move money between wallets', from: 'From', to: 'To', main: 'Main wallet', transfer: 'Transfer',
    transferred: '{{amount}} moved to {{to}}.', noGameMoney: 'Your game wallets are empty: move money into one below.', quickDeposit: 'Deposit', quickWithdraw: 'Withdraw', quickRecord: 'Account record',
  },
  deposit: {
    chooseMethod: 'Choose a payment method', instant: 'Instant', bank: 'Bank transfer', limits: '{{min}} – {{max}}',
    amount: 'Deposit amount', payee: 'Transfer to this account', payeeBank: 'Bank', payeeNumber: 'Account number', payeeName: 'Account name',
    copy: 'Copy', copied: 'Copied', payerReference: 'Your transfer reference', payerReferenceHint: 'The reference number or sender name of your bank transfer, so we can match it.',
    submit: 'Deposit {{amount}}', submitEmpty: 'Deposit', creditedTitle: 'Deposit credited', creditedText: '{{amount}} was added to your wallet.',
    newBalance: 'New balance', pendingTitle: 'Request received', pendingText: 'Your transfer of {{amount}} is waiting for confirmation. It is credited as soon as it is checked.',
    again: 'Make another deposit', pendingList: 'Pending deposits', recentList: 'Recent deposits', noRequests: 'You have no deposits yet.', noMethods: 'No payment method is available right now. Please contact customer service.',
    bankSteps: 'Transfer the amount from your bank, then submit this form with your transfer reference.',
  },
  withdraw: {
    setupTitle: 'Set your withdrawal PIN', setupText: 'A withdrawal PIN protects your money. Choose 6 digits you do not use elsewhere; you will enter them with every withdrawal.',
    newPassword: 'Withdrawal PIN', confirmPassword: 'Confirm withdrawal PIN', setPassword: 'Save withdrawal PIN', passwordSaved: 'Withdrawal PIN saved.',
    mismatch: 'Incorrect confirmation input',
    bankTitle: 'Bank account', addBank: 'Add a bank account', addAnother: 'Add another account', bankName: 'Bank name', bankNamePlaceholder: 'e.g. BDO, BPI, GCash',
    accountNumber: 'Account number', payeeName: 'Account holder name', payeeNameHint: 'As printed on your bank account', saveBank: 'Save bank account', bankSaved: 'Bank account saved.',
    noBankText: 'Add the bank account you want to receive your money in.',
    amount: 'Withdrawal amount', all: 'All', submit: 'Withdraw {{amount}}', submitEmpty: 'Withdraw',
    requestedTitle: 'Withdrawal requested', requestedText: '{{amount}} is held for this withdrawal until it is paid out.',
    listTitle: 'My withdrawals', noRequests: 'You have no withdrawals yet.', bank: 'Bank account',
    confirmTitle: 'Did you receive this money?', confirmText: 'The payout of {{amount}} was sent to {{bank}}.',
    deadline: 'If you do not answer by {{time}} it counts as received.',
    received: 'Received', partly: 'Partly received', notReceived: 'Not received', remark: 'What did you receive?', remarkPlaceholder: 'e.g. only 500 arrived', remarkOptional: 'Anything to add? (optional)',
    proof: 'Proof of your bank statement', proofHint: 'PNG or JPG, at most 5 MB', proofChoose: 'Choose an image', proofChange: 'Change image', proofPreview: 'Selected proof',
    proofTooBig: 'The image must be at most 5 MB', proofType: 'Only PNG or JPG images are accepted',
    sendConfirm: 'Send answer', confirmed: 'Thank you, your answer was recorded.',
  },
  upline: {
    title: 'Send money to your upline', upline: 'Your upline', amount: 'Transfer amount', submit: 'Transfer {{amount}}', submitEmpty: 'Transfer',
    done: '{{amount}} sent to {{account}}.', noUplineTitle: 'Transfer to upline is not available',
    noUpline: 'Your account did not join through an agent, so there is no upline to send money to. Accounts that register with an agent’s invitation code can transfer to that agent here.',
    note: 'The amount leaves your wallet at once and cannot be taken back.',
  },
  records: {
    range: 'Date range', past7: 'Past 7 days', past30: 'Past 30 days', custom: 'Custom', from: 'From', to: 'To', apply: 'Apply',
    type: 'Type', allTypes: 'All types', empty: 'No transactions in this period.', emptyHint: 'Try a longer date range or another type.',
    time: 'Date and time', kind: 'Type', amount: 'Amount', balanceAfter: 'Balance after', reference: 'Reference',
    page: 'Page {{page}} of {{total}}', prev: 'Previous', next: 'Next', count: '{{count}} transactions', paging: 'Pages',
    detailTitle: 'Transaction details', detail: 'Show details', movement: 'Transaction number', legs: 'Entries', account: 'Account', loading: 'Loading…',
    loadFailed: 'The details could not be loaded.',
    accounts: { MAIN: 'Main wallet', GAME: 'Game wallet', MEMBER: 'Member', HOLD: 'Held for withdrawal', HOUSE: 'Games', PROVIDER: 'Payment provider' },
  },
} as const

export const walletUiTy: MessagesShape<typeof walletUiEn> = {
  balance: 'Balanse',
  header: {
    balance: 'Balanse', hide: 'Itago ang balanse', show: 'Ipakita ang balanse', refresh: 'I-refresh ang balanse', refreshFailed: 'Hindi ma-refresh ang balanse',
  },
  center: {
    title: 'Sentro ng miyembro', close: 'Isara ang sentro ng miyembro', menu: 'Mga bahagi ng sentro ng miyembro', newCount: '{{count}} bago',
  },
  menu: {
    securityCenter: 'Aking account', responsibleGaming: 'Responsableng paglalaro', transferFund: 'Aking wallet', depositv2: 'Magdeposito', withdraw: 'Mag-withdraw', transferUpline: 'Ilipat sa upline',
    personalHistoryCopy: 'Tala ng taya', transactionHistory: 'Tala ng account', personalProfit: 'Kita at lugi', bonusDetails: 'Detalye ng bonus',
    rewardCenter: 'Sentro ng gantimpala', referral: 'Mag-imbita ng kaibigan', missionLeaderboard: 'Mga misyon', messageV2: 'Impormasyon ng platform', manualRebate: 'Manwal na rebate',
  },
  common: {
    amount: 'Halaga', amountPlaceholder: 'Ilagay ang halaga', limits: 'Min {{min}} · Max {{max}}', available: 'Magagamit: {{amount}}',
    required: 'Hindi puwedeng walang laman', pleaseWait: 'Sandali lang…', network: 'May problema sa koneksyon, pakisubukang muli',
    unknown: 'Hindi kilalang error', retry: 'Subukang muli', date: 'Petsa', time: 'Oras', status: 'Katayuan', reference: 'Reference', method: 'Paraan',
    deposit: 'Magdeposito', withdraw: 'Mag-withdraw', refresh: 'I-refresh', close: 'Isara', cancel: 'Kanselahin', confirm: 'Kumpirmahin', done: 'Tapos',
    all: 'Lahat', noneYet: 'Wala pa rito', paymentPassword: 'PIN sa pag-withdraw', paymentPasswordHint: '6 na numero', pinIsSet: 'Nakatakda',
  },
  wallet: {
    mainWallet: 'Pangunahing wallet', total: 'Kabuuang balanse', pendingDeposits: 'Nakabinbing deposito', pendingWithdrawals: 'Nakabinbing withdrawal',
    pendingNote: 'Hawak hanggang magpasya ang operator', gameWallets: 'Mga wallet ng laro', singleWallet: 'Iisang wallet para sa lahat ng laro: handa nang gamitin ang balanse mo kahit saan, walang kailangang ilipat.',
    transferTitle: 'Maglipat ng pera sa pagitan ng mga wallet', from: 'Mula sa', to: 'Papunta sa', main: 'Pangunahing wallet', transfer: 'Ilipat',
    transferred: 'Nailipat ang {{amount}} sa {{to}}.', noGameMoney: 'Walang laman ang iyong mga wallet ng laro: maglipat ng pera sa isa sa ibaba.', quickDeposit: 'Magdeposito', quickWithdraw: 'Mag-withdraw', quickRecord: 'Tala ng account',
  },
  deposit: {
    chooseMethod: 'Pumili ng paraan ng pagbabayad', instant: 'Agad', bank: 'Bank transfer', limits: '{{min}} – {{max}}',
    amount: 'Halaga ng deposito', payee: 'Ilipat sa account na ito', payeeBank: 'Bangko', payeeNumber: 'Numero ng account', payeeName: 'Pangalan ng account',
    copy: 'Kopyahin', copied: 'Nakopya', payerReference: 'Reference ng iyong transfer', payerReferenceHint: 'Ang reference number o pangalan ng nagpadala ng iyong bank transfer, para maitugma namin ito.',
    submit: 'Magdeposito ng {{amount}}', submitEmpty: 'Magdeposito', creditedTitle: 'Naidagdag ang deposito', creditedText: 'Naidagdag ang {{amount}} sa iyong wallet.',
    newBalance: 'Bagong balanse', pendingTitle: 'Natanggap ang kahilingan', pendingText: 'Naghihintay ng kumpirmasyon ang iyong transfer na {{amount}}. Idadagdag ito kapag nasuri na.',
    again: 'Magdeposito ulit', pendingList: 'Nakabinbing deposito', recentList: 'Mga kamakailang deposito', noRequests: 'Wala ka pang deposito.', noMethods: 'Walang magagamit na paraan ng pagbabayad ngayon. Makipag-ugnayan sa customer service.',
    bankSteps: 'Ilipat ang halaga mula sa iyong bangko, saka ipadala ang form na ito kasama ang reference ng iyong transfer.',
  },
  withdraw: {
    setupTitle: 'Itakda ang iyong PIN sa pag-withdraw', setupText: 'Pinoprotektahan ng PIN sa pag-withdraw ang iyong pera. Pumili ng 6 na numerong hindi mo ginagamit sa iba; ilalagay mo ito sa bawat withdrawal.',
    newPassword: 'PIN sa pag-withdraw', confirmPassword: 'Kumpirmahin ang PIN sa pag-withdraw', setPassword: 'I-save ang PIN sa pag-withdraw', passwordSaved: 'Na-save ang PIN sa pag-withdraw.',
    mismatch: 'Hindi tugma ang kumpirmasyon',
    bankTitle: 'Bank account', addBank: 'Magdagdag ng bank account', addAnother: 'Magdagdag ng isa pang account', bankName: 'Pangalan ng bangko', bankNamePlaceholder: 'hal. BDO, BPI, GCash',
    accountNumber: 'Numero ng account', payeeName: 'Pangalan ng may-ari ng account', payeeNameHint: 'Gaya ng nakasulat sa iyong bank account', saveBank: 'I-save ang bank account', bankSaved: 'Na-save ang bank account.',
    noBankText: 'Idagdag ang bank account kung saan mo gustong matanggap ang iyong pera.',
    amount: 'Halaga ng withdrawal', all: 'Lahat', submit: 'Mag-withdraw ng {{amount}}', submitEmpty: 'Mag-withdraw',
    requestedTitle: 'Naipadala ang withdrawal', requestedText: 'Nakahawak ang {{amount}} para sa withdrawal na ito hanggang maibayad.',
    listTitle: 'Aking mga withdrawal', noRequests: 'Wala ka pang withdrawal.', bank: 'Bank account',
    confirmTitle: 'Natanggap mo ba ang perang ito?', confirmText: 'Naipadala ang bayad na {{amount}} sa {{bank}}.',
    deadline: 'Kapag hindi ka sumagot bago mag-{{time}}, ituturing itong natanggap.',
    received: 'Natanggap', partly: 'Bahagyang natanggap', notReceived: 'Hindi natanggap', remark: 'Ano ang natanggap mo?', remarkPlaceholder: 'hal. 500 lang ang dumating', remarkOptional: 'May idadagdag ka pa? (opsyonal)',
    proof: 'Patunay mula sa iyong bank statement', proofHint: 'PNG o JPG, hanggang 5 MB', proofChoose: 'Pumili ng larawan', proofChange: 'Palitan ang larawan', proofPreview: 'Napiling patunay',
    proofTooBig: 'Hanggang 5 MB lamang ang larawan', proofType: 'PNG o JPG na larawan lamang ang tinatanggap',
    sendConfirm: 'Ipadala ang sagot', confirmed: 'Salamat, naitala ang iyong sagot.',
  },
  upline: {
    title: 'Magpadala ng pera sa iyong upline', upline: 'Ang iyong upline', amount: 'Halaga ng ililipat', submit: 'Ilipat ang {{amount}}', submitEmpty: 'Ilipat',
    done: 'Naipadala ang {{amount}} kay {{account}}.', noUplineTitle: 'Hindi magagamit ang paglipat sa upline',
    noUpline: 'Hindi sumali ang iyong account sa pamamagitan ng ahente, kaya walang upline na mapapadalhan. Ang mga account na nag-register gamit ang invitation code ng ahente ay maaaring maglipat sa ahenteng iyon dito.',
    note: 'Aalis agad ang halaga sa iyong wallet at hindi na maibabalik.',
  },
  records: {
    range: 'Saklaw ng petsa', past7: 'Nakaraang 7 araw', past30: 'Nakaraang 30 araw', custom: 'Pasadya', from: 'Mula', to: 'Hanggang', apply: 'Ilapat',
    type: 'Uri', allTypes: 'Lahat ng uri', empty: 'Walang transaksyon sa panahong ito.', emptyHint: 'Subukan ang mas mahabang saklaw ng petsa o ibang uri.',
    time: 'Petsa at oras', kind: 'Uri', amount: 'Halaga', balanceAfter: 'Balanse pagkatapos', reference: 'Reference',
    page: 'Pahina {{page}} ng {{total}}', prev: 'Nakaraan', next: 'Susunod', count: '{{count}} transaksyon', paging: 'Mga pahina',
    detailTitle: 'Detalye ng transaksyon', detail: 'Ipakita ang detalye', movement: 'Numero ng transaksyon', legs: 'Mga entry', account: 'Account', loading: 'Naglo-load…',
    loadFailed: 'Hindi ma-load ang detalye.',
    accounts: { MAIN: 'Pangunahing wallet', GAME: 'Wallet ng laro', MEMBER: 'Miyembro', HOLD: 'Nakahawak para sa withdrawal', HOUSE: 'Mga laro', PROVIDER: 'Tagapagbayad' },
  },
}
