import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Turkish: harcama, gönderildi, EFT/havale, "tarafından". */
export const tr: Lexicon = {
  ...EMPTY,
  language: 'tr',
  refund: ['iade'],
  income: ['hesabınıza', 'yatırıldı', 'gelen'],
  transferOut: ['alıcısına gönderildi', 'gönderildi', 'havale', 'eft'],
  expense: ['harcama', 'harcamanız', 'ödeme', 'çekildi', 'işlem'],
  done: ['yapılmıştır', 'gerçekleşti', 'gönderildi', 'gönderilmiştir'],
  oneTimePassword: ['doğrulama kodu', 'şifre', 'paylaşmayınız'],
  declined: ['reddedildi', 'başarısız', 'yetersiz bakiye'],
  reminder: ['son ödeme tarihi', 'ekstre(?:niz)? hazır', 'ekstre'],
  promotion: ['kampanya', 'fırsat', 'indirim'],
  balance: ['bakiye(?:niz)?', 'kullanılabilir limit'],
  payee: ['kartınızla'],
  stop: ['işyerinden', 'işyerinde', 'alıcısına', 'tarafından', 'tutarında', 'tutarındaki'],
}
