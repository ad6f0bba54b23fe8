import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/**
 * Japanese: card issuers' "ご利用のお知らせ" (used), banks' "入金" (money in) and "振込" (transfer),
 * wallets' "支払いました" (paid). Words are matched anywhere: Japanese writes no spaces.
 */
export const ja: Lexicon = {
  ...EMPTY,
  pay: ['給与', '給料', '賞与'],
  language: 'ja',
  refund: ['返金', 'ご利用取消', '取消'],
  transferIn: ['振込入金', '振込がありました'],
  income: ['入金', '給与', '受け取りました'],
  transferOut: ['送りました', '送金', 'お?振込み?(?:が完了|しました|を受け付け)'],
  expense: [
    'お?引き?出し',
    'お支払いがありました',
    '利用額',
    'ご利用',
    'カード利用',
    '利用金額',
    '支払いました',
    'お支払いが完了',
    '支払い金額',
    '決済',
  ],
  done: ['ご利用', '支払いました', '完了しました', '入金', '受け取りました'],
  oneTimePassword: ['認証コード', 'ワンタイム', '確認コード', 'パスワード'],
  declined: ['承認されませんでした', 'お断り', 'ご利用いただけません', '残高不足'],
  pendingApproval: ['承認してください', 'リクエスト', '承認待ち', '保留'],
  reminder: ['お支払い金額は', 'お支払日', '引落日', 'ご請求'],
  scheduled: [
    '予約',
    '予定',
    'お?引き?落(?:と)?し(?:します|いたします)',
    '(?:お支払い|ご請求|振込み?)(?:します|いたします)(?!た)',
  ],
  mandate: ['口座振替', '自動引落'],
  setUp: ['登録', '設定'],
  promotion: ['キャンペーン', 'プレゼント', 'エントリー', 'ポイント還元'],
  balance: ['残高'],
}
