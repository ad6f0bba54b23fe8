import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Turkish: harcama, gönderildi, EFT/havale, "tarafından". */
export const tr: Lexicon = {
  ...EMPTY,
  pay: ['maaş'],
  language: 'tr',
  refund: ['iade'],
  transferIn: ['(?:fast|eft|havale)(?: ile)? geldi', 'gelen (?:fast|eft|havale)'],
  income: ['hesabınıza', 'yatırıldı', 'gelen', 'para ald[ıi]n(?:ız)?', 'maaş'],
  transferOut: ['alıcısına gönderildi', 'gönderildi', 'havale', 'eft'],
  expense: ['harcama', 'harcamanız', 'alışveriş', 'ödeme', 'çekildi', 'çekil\\p{L}{0,8}', 'işlem'],
  oneTimePassword: ['doğrulama kodu', 'şifre(?:niz|si)?', 'paylaşmayınız'],
  declined: ['reddedildi', 'başarısız', 'yetersiz (?:bakiye|limit)', 'onaylanmad[ıi]'],
  pendingApproval: ['onaylamak için', 'onaylay[ıi]n(?:ız)?', 'onay(?:ınız)? bekl\\p{L}{0,8}'],
  scheduled: [
    '\\p{L}{3,20}(?:ecek|acak)(?:tir|tır)?',
    '(?:ödenecek|çekilecek|yapılacak|gönderilecek|tahsil edilecek)(?:tir)?',
    'ileri tarihli',
    'talimat[ıi]n[ıi]z alınd[ıi]',
  ],
  mandate: ['otomatik ödeme talimat(?:ı|ınız)?', 'düzenli ödeme talimat(?:ı|ınız)?'],
  setUp: ['oluşturuldu', 'tanımlandı'],
  reminder: ['son ödeme tarihi', 'ekstre(?:niz)? hazır', 'ekstre', 'kart borcunuz'],
  promotion: ['kampanya(?:s[ıi]|m[ıi]z)?', 'fırsat', 'indirim'],
  balance: ['bakiye(?:niz)?', 'kullanılabilir limit'],
  done: [
    'yapılmıştır',
    'yapıldı',
    'gerçekleşti',
    'gönderildi',
    'gönderilmiştir',
    'yaptınız',
    'geldi',
    'aldın',
  ],
  payee: ['kartınızla'],
  stop: ['işyerinden', 'işyerinde', 'alıcısına', 'tarafından', 'tutarında', 'tutarındaki'],
}
