/**
 * Points mall and missions seed of a brand (issue 7, PTSYS3): the rates, the mall's rewards in the
 * twelve complete languages (db/seed/text.ts) with generated art, and the daily missions. Idempotent:
 * rows that exist are left as an operator may have changed them; missing ones are added, so a
 * brand seeded before the points mall gets them on the next start.
 * Money and valid-bet amounts in minor units (major × 100); points are whole numbers.
 * @see product-spec §2 points mall, missionLeaderboard; §7 points calls; decision 0019
 */
import type { PlatformDb } from '../client'
import { missions, pointRewards, pointSettings } from '../schema/points'
import type { SeedText } from './text'

const major = (n: number) => n * 100

/** 1 point per ₱1.00 of settled valid bet; 1 point converts to ₱0.01; at least 100 points a conversion. */
export const DEFAULT_POINT_SETTINGS = { validBetPerPoint: major(1), convertMinorPerPoint: 1, convertMinPoints: 100 } as const

/** A reward of the mall: its name and description in the twelve languages (db/seed/text.ts). */
type RewardSeed = Omit<typeof pointRewards.$inferInsert, 'brandCode' | 'name' | 'description'> & { name: SeedText; description: SeedText }

/** The mall's rewards: cheap loads and vouchers first, goods and one experience for loyal players. */
export const DEFAULT_REWARDS: RewardSeed[] = [
  {
    code: 'LOAD50',
    type: 'VOUCHER',
    points: 500,
    amountRequirement: 0,
    stock: null,
    art: 'load',
    sort: 1,
    name: {
      en: '₱50 mobile load',
      ty: '₱50 na load',
      zh: '₱50 手机话费',
      zt: '₱50 手機儲值',
      ja: '₱50 モバイルチャージ',
      ko: '₱50 휴대폰 충전',
      th: 'เติมเงินมือถือ ₱50',
      vi: 'Nạp ₱50 tiền điện thoại',
      id: 'Pulsa ₱50',
      hi: '₱50 मोबाइल रिचार्ज',
      es: 'Recarga móvil de ₱50',
      ar: 'رصيد جوال بقيمة ₱50',
    },
    description: {
      en: 'Prepaid load for any network, sent to your registered mobile number.',
      ty: 'Prepaid load para sa kahit anong network, ipapadala sa nakarehistro mong numero.',
      zh: '适用于任意运营商的预付费话费，充值到您注册的手机号码。',
      zt: '適用於任一電信業者的預付儲值，儲值到您註冊的手機號碼。',
      ja: 'どの通信会社でも使えるプリペイドチャージを、登録済みの携帯電話番号に送ります。',
      ko: '모든 통신사에서 쓸 수 있는 선불 충전으로, 등록된 휴대폰 번호로 보내 드립니다.',
      th: 'เติมเงินแบบเติมเงินล่วงหน้าได้ทุกเครือข่าย ส่งไปยังหมายเลขมือถือที่ลงทะเบียนไว้',
      vi: 'Tiền nạp trả trước cho mọi nhà mạng, gửi đến số điện thoại bạn đã đăng ký.',
      id: 'Pulsa prabayar untuk semua operator, dikirim ke nomor ponsel terdaftar Anda.',
      hi: 'किसी भी नेटवर्क के लिए प्रीपेड रिचार्ज, आपके रजिस्टर्ड मोबाइल नंबर पर भेजा जाता है।',
      es: 'Recarga prepago para cualquier operador, enviada a tu número de móvil registrado.',
      ar: 'رصيد مسبق الدفع لأي شبكة، يُرسل إلى رقم هاتفك المحمول المسجل.',
    },
  },
  {
    code: 'GCASH200',
    type: 'VOUCHER',
    points: 2_000,
    amountRequirement: major(1_000),
    stock: null,
    art: 'voucher',
    sort: 2,
    name: {
      en: '₱200 GCash voucher',
      ty: '₱200 na GCash voucher',
      zh: '₱200 GCash 代金券',
      zt: '₱200 GCash 禮券',
      ja: '₱200 GCash バウチャー',
      ko: '₱200 GCash 바우처',
      th: 'บัตรกำนัล GCash ₱200',
      vi: 'Phiếu quà tặng GCash ₱200',
      id: 'Voucher GCash ₱200',
      hi: '₱200 GCash वाउचर',
      es: 'Vale de GCash de ₱200',
      ar: 'قسيمة GCash بقيمة ₱200',
    },
    description: {
      en: 'A GCash voucher code, sent to your inbox once approved.',
      ty: 'Isang GCash voucher code, ipapadala sa iyong inbox kapag naaprubahan.',
      zh: 'GCash 代金券兑换码，审核通过后发送到您的消息中心。',
      zt: 'GCash 禮券兌換碼，審核通過後傳送到您的訊息中心。',
      ja: 'GCashのバウチャーコードを、承認後にメッセージボックスへお送りします。',
      ko: 'GCash 바우처 코드로, 승인되면 메시지함으로 보내 드립니다.',
      th: 'รหัสบัตรกำนัล GCash ส่งไปยังกล่องข้อความของคุณเมื่อได้รับอนุมัติ',
      vi: 'Mã phiếu quà tặng GCash, được gửi vào hộp thư của bạn sau khi duyệt.',
      id: 'Kode voucher GCash, dikirim ke kotak pesan Anda setelah disetujui.',
      hi: 'GCash वाउचर कोड, स्वीकृत होने पर आपके इनबॉक्स में भेजा जाता है।',
      es: 'Un código de vale de GCash, enviado a tu bandeja de entrada una vez aprobado.',
      ar: 'رمز قسيمة GCash يُرسل إلى صندوق رسائلك بعد الموافقة.',
    },
  },
  {
    code: 'TUMBLER',
    type: 'GIFT',
    points: 3_500,
    amountRequirement: major(2_000),
    stock: 200,
    art: 'tumbler',
    sort: 3,
    name: {
      en: 'Insulated tumbler',
      ty: 'Insulated na tumbler',
      zh: '保温杯',
      zt: '保溫杯',
      ja: '保温タンブラー',
      ko: '보온 텀블러',
      th: 'แก้วเก็บความเย็น',
      vi: 'Ly giữ nhiệt',
      id: 'Tumbler termos',
      hi: 'इंसुलेटेड टम्बलर',
      es: 'Vaso térmico',
      ar: 'كوب حافظ للحرارة',
    },
    description: {
      en: 'Keeps drinks cold for 24 hours. Delivered to your address.',
      ty: 'Malamig ang inumin nang 24 oras. Ihahatid sa iyong address.',
      zh: '饮品可保冷 24 小时。配送到您的地址。',
      zt: '飲品可保冷 24 小時。配送到您的地址。',
      ja: '飲み物を24時間冷たいまま保ちます。ご住所にお届けします。',
      ko: '음료를 24시간 차갑게 유지합니다. 주소지로 배송됩니다.',
      th: 'เก็บความเย็นได้นาน 24 ชั่วโมง จัดส่งถึงที่อยู่ของคุณ',
      vi: 'Giữ đồ uống lạnh suốt 24 giờ. Giao đến địa chỉ của bạn.',
      id: 'Menjaga minuman tetap dingin selama 24 jam. Dikirim ke alamat Anda.',
      hi: 'ड्रिंक्स को 24 घंटे ठंडा रखता है। आपके पते पर डिलीवर किया जाता है।',
      es: 'Mantiene las bebidas frías durante 24 horas. Enviado a tu domicilio.',
      ar: 'يحافظ على برودة المشروبات لمدة 24 ساعة. يُوصَّل إلى عنوانك.',
    },
  },
  {
    code: 'JERSEY',
    type: 'GIFT',
    points: 9_000,
    amountRequirement: major(20_000),
    stock: 100,
    art: 'jersey',
    sort: 4,
    name: {
      en: 'Basketball jersey',
      ty: 'Jersey ng basketball',
      zh: '篮球球衣',
      zt: '籃球球衣',
      ja: 'バスケットボールジャージ',
      ko: '농구 저지',
      th: 'เสื้อบาสเกตบอล',
      vi: 'Áo đấu bóng rổ',
      id: 'Jersey basket',
      hi: 'बास्केटबॉल जर्सी',
      es: 'Camiseta de baloncesto',
      ar: 'قميص كرة السلة',
    },
    description: {
      en: 'Official-fit jersey in your size. Delivered to your address.',
      ty: 'Opisyal na sukat na jersey. Ihahatid sa iyong address.',
      zh: '官方版型球衣，按您的尺码提供。配送到您的地址。',
      zt: '官方版型球衣，依您的尺寸提供。配送到您的地址。',
      ja: '公式仕様のジャージをあなたのサイズで。ご住所にお届けします。',
      ko: '공식 핏 저지를 원하는 사이즈로 드립니다. 주소지로 배송됩니다.',
      th: 'เสื้อทรงมาตรฐานทางการในไซซ์ของคุณ จัดส่งถึงที่อยู่ของคุณ',
      vi: 'Áo đấu chuẩn form chính hãng theo cỡ của bạn. Giao đến địa chỉ của bạn.',
      id: 'Jersey dengan potongan resmi sesuai ukuran Anda. Dikirim ke alamat Anda.',
      hi: 'आपके साइज़ में ऑफ़िशियल-फ़िट जर्सी। आपके पते पर डिलीवर की जाती है।',
      es: 'Camiseta de corte oficial en tu talla. Enviada a tu domicilio.',
      ar: 'قميص بمقاس رسمي على قياسك. يُوصَّل إلى عنوانك.',
    },
  },
  {
    code: 'EARBUDS',
    type: 'GIFT',
    points: 25_000,
    amountRequirement: major(50_000),
    stock: 50,
    art: 'earbuds',
    sort: 5,
    name: {
      en: 'Wireless earbuds',
      ty: 'Wireless na earbuds',
      zh: '无线耳机',
      zt: '無線耳機',
      ja: 'ワイヤレスイヤホン',
      ko: '무선 이어버드',
      th: 'หูฟังไร้สาย',
      vi: 'Tai nghe không dây',
      id: 'Earbuds nirkabel',
      hi: 'वायरलेस ईयरबड्स',
      es: 'Auriculares inalámbricos',
      ar: 'سماعات أذن لاسلكية',
    },
    description: {
      en: 'Noise-cancelling earbuds with a charging case.',
      ty: 'Noise-cancelling na earbuds na may charging case.',
      zh: '降噪耳机，附充电盒。',
      zt: '降噪耳機，附充電盒。',
      ja: '充電ケース付きのノイズキャンセリングイヤホン。',
      ko: '충전 케이스가 포함된 노이즈 캔슬링 이어버드.',
      th: 'หูฟังตัดเสียงรบกวนพร้อมเคสชาร์จ',
      vi: 'Tai nghe chống ồn kèm hộp sạc.',
      id: 'Earbuds peredam bising dengan casing pengisi daya.',
      hi: 'चार्जिंग केस के साथ नॉइज़-कैंसलिंग ईयरबड्स।',
      es: 'Auriculares con cancelación de ruido y estuche de carga.',
      ar: 'سماعات بخاصية إلغاء الضوضاء مع علبة شحن.',
    },
  },
  {
    code: 'STAYCATION',
    type: 'EXPERIENCE',
    points: 80_000,
    amountRequirement: major(150_000),
    stock: 10,
    art: 'hotel',
    sort: 6,
    name: {
      en: 'Weekend staycation for two',
      ty: 'Staycation sa weekend para sa dalawa',
      zh: '双人周末酒店度假',
      zt: '雙人週末飯店度假',
      ja: '2名様の週末ステイケーション',
      ko: '2인 주말 호캉스',
      th: 'สเตย์เคชันวันหยุดสุดสัปดาห์สำหรับสองท่าน',
      vi: 'Kỳ nghỉ cuối tuần tại khách sạn cho hai người',
      id: 'Staycation akhir pekan untuk dua orang',
      hi: 'दो लोगों के लिए वीकेंड स्टेकेशन',
      es: 'Escapada de fin de semana para dos',
      ar: 'إقامة نهاية أسبوع لشخصين',
    },
    description: {
      en: 'Two nights in a five-star Manila hotel with breakfast.',
      ty: 'Dalawang gabi sa five-star na hotel sa Maynila, may almusal.',
      zh: '马尼拉五星级酒店两晚住宿，含早餐。',
      zt: '馬尼拉五星級飯店兩晚住宿，含早餐。',
      ja: 'マニラの5つ星ホテルに朝食付きで2泊。',
      ko: '마닐라 5성급 호텔 2박, 조식 포함.',
      th: 'พักโรงแรมห้าดาวในมะนิลาสองคืน พร้อมอาหารเช้า',
      vi: 'Hai đêm tại khách sạn năm sao ở Manila, kèm bữa sáng.',
      id: 'Dua malam di hotel bintang lima di Manila, termasuk sarapan.',
      hi: 'मनीला के फ़ाइव-स्टार होटल में नाश्ते के साथ दो रातें।',
      es: 'Dos noches en un hotel de cinco estrellas de Manila con desayuno.',
      ar: 'ليلتان في فندق خمس نجوم في مانيلا مع الإفطار.',
    },
  },
  {
    code: 'PHONE',
    type: 'GIFT',
    points: 150_000,
    amountRequirement: major(300_000),
    stock: 5,
    art: 'phone',
    sort: 7,
    name: {
      en: 'Flagship smartphone',
      ty: 'Flagship na smartphone',
      zh: '旗舰智能手机',
      zt: '旗艦智慧型手機',
      ja: 'フラッグシップスマートフォン',
      ko: '플래그십 스마트폰',
      th: 'สมาร์ทโฟนเรือธง',
      vi: 'Điện thoại flagship',
      id: 'Smartphone flagship',
      hi: 'फ़्लैगशिप स्मार्टफ़ोन',
      es: 'Smartphone de gama alta',
      ar: 'هاتف ذكي رائد',
    },
    description: {
      en: 'The latest flagship phone, 256 GB. Delivered to your address.',
      ty: 'Ang pinakabagong flagship na telepono, 256 GB. Ihahatid sa iyong address.',
      zh: '最新款旗舰手机，256 GB。配送到您的地址。',
      zt: '最新款旗艦手機，256 GB。配送到您的地址。',
      ja: '最新のフラッグシップスマホ、256 GB。ご住所にお届けします。',
      ko: '최신 플래그십 휴대폰, 256 GB. 주소지로 배송됩니다.',
      th: 'โทรศัพท์เรือธงรุ่นล่าสุด 256 GB จัดส่งถึงที่อยู่ของคุณ',
      vi: 'Điện thoại flagship mới nhất, 256 GB. Giao đến địa chỉ của bạn.',
      id: 'Ponsel flagship terbaru, 256 GB. Dikirim ke alamat Anda.',
      hi: 'नया फ़्लैगशिप फ़ोन, 256 GB। आपके पते पर डिलीवर किया जाता है।',
      es: 'El último teléfono de gama alta, 256 GB. Enviado a tu domicilio.',
      ar: 'أحدث هاتف رائد بسعة 256 GB. يُوصَّل إلى عنوانك.',
    },
  },
]

type MissionSeed = Omit<typeof missions.$inferInsert, 'brandCode'>

/** Daily missions: a deposit, rounds played and two valid-bet targets (rewards in minor units). */
export const DEFAULT_MISSIONS: MissionSeed[] = [
  { code: 'DEPOSIT_1', kind: 'DEPOSIT', target: 1, reward: major(5), sort: 1 },
  { code: 'PLAY_10', kind: 'GAMES_PLAYED', target: 10, reward: major(5), sort: 2 },
  { code: 'BET_1K', kind: 'VALID_BET', target: major(1_000), reward: major(10), sort: 3 },
  { code: 'BET_10K', kind: 'VALID_BET', target: major(10_000), reward: major(88), sort: 4 },
]

/**
 * Adds the brand's point settings and (unless `catalogue: false`, a live brand: decision 0028) the
 * demo's rewards and missions where missing. Synchronous (bun:sqlite).
 */
export function seedPoints(db: Pick<PlatformDb, 'insert'>, brandCode: string, now = Date.now(), opts: { catalogue?: boolean } = {}): void {
  db.insert(pointSettings)
    .values({ brandCode, ...DEFAULT_POINT_SETTINGS, updatedAt: now })
    .onConflictDoNothing()
    .run()
  if (opts.catalogue === false) return
  db.insert(pointRewards)
    .values(DEFAULT_REWARDS.map((r) => ({ ...r, brandCode })))
    .onConflictDoNothing()
    .run()
  db.insert(missions)
    .values(DEFAULT_MISSIONS.map((m) => ({ ...m, brandCode })))
    .onConflictDoNothing()
    .run()
}
