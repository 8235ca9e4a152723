/**
 * Security center labels (namespace `security`, issue 8): profile, avatar, VIP, security level,
 * login password, withdrawal PIN, mobile and e-mail binding, login history and sessions, and the
 * errors of these calls. English and Filipino.
 * @see product-spec §2 my account, §3 profile fields; docs/decisions/0018
 */
import type { MessagesShape } from './en'

export const securityEn = {
  level: { title: 'Security level', low: 'Low', medium: 'Medium', high: 'High', score: '{{score}} of {{max}} done', hint: 'Complete the items below to protect your account.' },
  items: { loginPassword: 'Login password', mobile: 'Mobile number', email: 'Email', paymentPassword: 'Withdrawal PIN', realName: 'Real name' },
  vip: {
    title: 'VIP level', badge: 'VIP {{level}}', validBet: 'Valid bet in the last {{days}} days', toNext: '{{amount}} more valid bet to reach {{level}}',
    top: 'You have reached the top level.', progress: 'Progress to the next level',
    levels: { member: 'Member', bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' },
  },
  profile: {
    title: 'Profile', personal: 'Personal details', contacts: 'Contact handles', save: 'Save profile', saved: 'Your profile is saved.',
    locked: 'To change this, please contact customer service.', setOnceHint: 'Can be set only once. Please check it before saving.',
    selectCountry: 'Select a country', select: 'Select', notSet: 'Not set',
  },
  fields: {
    account: 'Account', nickname: 'Nickname', realName: 'Real name', birthday: 'Birthday', nationality: 'Nationality', occupation: 'Occupation',
    sourceOfIncome: 'Source of income', address: 'Address', qqNum: 'QQ', whatsapp: 'WhatsApp', facebook: 'Facebook', telegram: 'Telegram',
    line: 'Line', zalo: 'Zalo', wechat: 'WeChat', skype: 'Skype',
  },
  income: {
    SALARY: 'Salary', BUSINESS: 'Business', SELF_EMPLOYED: 'Self-employed', INVESTMENT: 'Investments', SAVINGS: 'Savings', PENSION: 'Pension',
    ALLOWANCE: 'Allowance or family support', OTHER: 'Other',
  },
  avatar: { title: 'Choose your avatar', change: 'Change avatar', defaultName: 'Default avatar', choice: 'Avatar {{n}}', save: 'Use this avatar', saved: 'Avatar updated.' },
  account: { title: 'Account security', change: 'Change', bind: 'Bind', set: 'Set', cancel: 'Cancel', notBound: 'Not bound', isSet: 'Set', notSet: 'Not set' },
  password: {
    current: 'Current password', new: 'New password', confirm: 'Confirm new password', submit: 'Change password',
    done: 'Password changed. Your other sessions were signed out.', codeTo: 'We will send a code to {{target}}',
  },
  pin: { current: 'Current PIN', new: 'New PIN', confirm: 'Confirm new PIN', submit: 'Save PIN', done: 'Withdrawal PIN saved.', hint: '6 digits' },
  mobile: { number: 'New mobile number', submit: 'Save mobile number', done: 'Mobile number saved.' },
  email: { address: 'New email address', submit: 'Save email', done: 'Email saved.' },
  code: { label: 'Verification code', send: 'Send code', resend: 'Resend in {{seconds}}s', sentTo: 'Code sent to {{target}}. It is valid for {{minutes}} minutes.', sent: 'Code sent. It is valid for {{minutes}} minutes.' },
  loginPassword: 'Login password (needed to change it)',
  history: {
    title: 'Login history', time: 'Time', ip: 'IP address', device: 'Device', method: 'Login by', status: 'Status', empty: 'No logins yet.',
    active: 'Active', ended: 'Ended', current: 'This device', unknownDevice: 'Unknown device',
    types: { username: 'Password', sms: 'SMS code', freeplay: 'Free play', reset: 'Password reset', register: 'Registration' },
    deviceTypes: { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet', tv: 'TV', unknown: 'Device' },
  },
  sessions: {
    title: 'Signed-in devices', signOut: 'Sign out', signOutOthers: 'Sign out everywhere else', confirmOthers: 'Sign out all other devices now?',
    done: 'Other devices signed out: {{count}}.', onlyThis: 'Only this device is signed in.', lastSeen: 'Last active', since: 'Signed in',
  },
  errors: {
    setOnce: 'Already set. To change it, please contact customer service.', age: 'You must be at least {{age}} years old',
    nationality: 'Please choose a country from the list', sourceOfIncome: 'Please choose a source of income from the list',
    passwordRequired: 'Please enter your login password to change it', sameMobile: 'This mobile number is already bound to your account',
    sameEmail: 'This email is already bound to your account', sessionNotFound: 'This session has already ended',
    avatar: 'Please choose one of the avatars shown', nothingBound: 'Bind a mobile number or email first',
    passwordCode: 'Please enter the verification code we sent to your mobile or email',
  },
} as const

export const securityTy: MessagesShape<typeof securityEn> = {
  level: { title: 'Antas ng seguridad', low: 'Mababa', medium: 'Katamtaman', high: 'Mataas', score: '{{score}} sa {{max}} ang tapos', hint: 'Tapusin ang mga nasa ibaba para protektahan ang iyong account.' },
  items: { loginPassword: 'Password sa pag-login', mobile: 'Numero ng mobile', email: 'Email', paymentPassword: 'PIN sa withdrawal', realName: 'Tunay na pangalan' },
  vip: {
    title: 'Antas ng VIP', badge: 'VIP {{level}}', validBet: 'Valid bet sa nakaraang {{days}} araw', toNext: '{{amount}} pang valid bet para maabot ang {{level}}',
    top: 'Naabot mo na ang pinakamataas na antas.', progress: 'Progreso patungo sa susunod na antas',
    levels: { member: 'Miyembro', bronze: 'Tanso', silver: 'Pilak', gold: 'Ginto', platinum: 'Platinum', diamond: 'Diyamante' },
  },
  profile: {
    title: 'Profile', personal: 'Personal na detalye', contacts: 'Mga contact', save: 'I-save ang profile', saved: 'Na-save ang iyong profile.',
    locked: 'Para baguhin ito, makipag-ugnayan sa customer service.', setOnceHint: 'Isang beses lang ito maitatakda. Suriin bago i-save.',
    selectCountry: 'Pumili ng bansa', select: 'Pumili', notSet: 'Hindi pa nakatakda',
  },
  fields: {
    account: 'Account', nickname: 'Palayaw', realName: 'Tunay na pangalan', birthday: 'Kaarawan', nationality: 'Nasyonalidad', occupation: 'Trabaho',
    sourceOfIncome: 'Pinagmumulan ng kita', address: 'Tirahan', qqNum: 'QQ', whatsapp: 'WhatsApp', facebook: 'Facebook', telegram: 'Telegram',
    line: 'Line', zalo: 'Zalo', wechat: 'WeChat', skype: 'Skype',
  },
  income: {
    SALARY: 'Sahod', BUSINESS: 'Negosyo', SELF_EMPLOYED: 'Sariling hanapbuhay', INVESTMENT: 'Mga pamumuhunan', SAVINGS: 'Ipon', PENSION: 'Pensiyon',
    ALLOWANCE: 'Allowance o suporta ng pamilya', OTHER: 'Iba pa',
  },
  avatar: { title: 'Piliin ang iyong avatar', change: 'Palitan ang avatar', defaultName: 'Default na avatar', choice: 'Avatar {{n}}', save: 'Gamitin ang avatar na ito', saved: 'Na-update ang avatar.' },
  account: { title: 'Seguridad ng account', change: 'Palitan', bind: 'Ikabit', set: 'Itakda', cancel: 'Kanselahin', notBound: 'Hindi pa nakakabit', isSet: 'Nakatakda', notSet: 'Hindi pa nakatakda' },
  password: {
    current: 'Kasalukuyang password', new: 'Bagong password', confirm: 'Kumpirmahin ang bagong password', submit: 'Palitan ang password',
    done: 'Napalitan ang password. Na-sign out ang iba mong session.', codeTo: 'Magpapadala kami ng code sa {{target}}',
  },
  pin: { current: 'Kasalukuyang PIN', new: 'Bagong PIN', confirm: 'Kumpirmahin ang bagong PIN', submit: 'I-save ang PIN', done: 'Na-save ang PIN sa withdrawal.', hint: '6 na numero' },
  mobile: { number: 'Bagong numero ng mobile', submit: 'I-save ang numero', done: 'Na-save ang numero ng mobile.' },
  email: { address: 'Bagong email address', submit: 'I-save ang email', done: 'Na-save ang email.' },
  code: { label: 'Verification code', send: 'Ipadala ang code', resend: 'Ipadala muli sa {{seconds}}s', sentTo: 'Naipadala ang code sa {{target}}. May bisa ito nang {{minutes}} minuto.', sent: 'Naipadala ang code. May bisa ito nang {{minutes}} minuto.' },
  loginPassword: 'Password sa pag-login (kailangan para palitan)',
  history: {
    title: 'Kasaysayan ng pag-login', time: 'Oras', ip: 'IP address', device: 'Device', method: 'Paraan', status: 'Katayuan', empty: 'Wala pang pag-login.',
    active: 'Aktibo', ended: 'Tapos na', current: 'Itong device', unknownDevice: 'Hindi kilalang device',
    types: { username: 'Password', sms: 'SMS code', freeplay: 'Libreng laro', reset: 'Pag-reset ng password', register: 'Pagpaparehistro' },
    deviceTypes: { desktop: 'Computer', mobile: 'Telepono', tablet: 'Tablet', tv: 'TV', unknown: 'Device' },
  },
  sessions: {
    title: 'Mga device na naka-sign in', signOut: 'Mag-sign out', signOutOthers: 'Mag-sign out sa lahat ng iba pa', confirmOthers: 'I-sign out ngayon ang lahat ng ibang device?',
    done: 'Na-sign out ang ibang device: {{count}}.', onlyThis: 'Itong device lang ang naka-sign in.', lastSeen: 'Huling aktibo', since: 'Nag-sign in',
  },
  errors: {
    setOnce: 'Nakatakda na. Para baguhin ito, makipag-ugnayan sa customer service.', age: 'Dapat ay hindi bababa sa {{age}} taong gulang ka',
    nationality: 'Pumili ng bansa mula sa listahan', sourceOfIncome: 'Pumili ng pinagmumulan ng kita mula sa listahan',
    passwordRequired: 'Ilagay ang iyong password sa pag-login para palitan ito', sameMobile: 'Nakakabit na sa iyong account ang numerong ito',
    sameEmail: 'Nakakabit na sa iyong account ang email na ito', sessionNotFound: 'Tapos na ang session na ito',
    avatar: 'Pumili ng isa sa mga avatar na ipinapakita', nothingBound: 'Magkabit muna ng numero ng mobile o email',
    passwordCode: 'Ilagay ang verification code na ipinadala namin sa iyong mobile o email',
  },
}
