import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Japanese and Korean card alerts: "ご利用" (used), "승인" (approved). Few words, common layouts. */
export const jaKo: Lexicon = {
  ...EMPTY,
  language: 'ja-ko',
  expense: ['ご利用', '승인', '결제'],
  done: ['ご利用', '승인'],
  oneTimePassword: ['認証コード', 'ワンタイム', '인증번호'],
  declined: ['承認されませんでした', '거절'],
  balance: ['残高', '잔액'],
}
