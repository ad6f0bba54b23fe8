import type { FamilyNames } from './name-source.js'

/**
 * Japanese and Korean alerts name the shop or the person by position and particle, not by a
 * preposition: after the time of a card approval ("11/24 12:31 스타벅스 역삼점 누적1,234,500원",
 * "11/25 19:40 ビックカメラ有楽町 ¥32,800"), in a labelled field ("利用先：セブンイレブン渋谷店",
 * "振込依頼人 ヤマダ タロウ"), before a particle ("이지원님에게", "배달의민족에서", "ローソンで350円",
 * "ヤマダ ハナコさんから"), and around a bank's 입금/출금 line.
 */
const AFTER_TIME =
  /(?:\d{1,2}:\d{2}|\d{1,2}月\d{1,2}日|\d{1,2}월 ?\d{1,2}일) ((?![잔누]액|누적|\S*(?:입금|출금|급여|給与|振込|入金))[^\s\d¥₩:][^\s:]{0,30}(?: [^\s\d¥₩:][^\s:]{0,30}){0,3}?)(?= 누적| 일시불| 할부| \d{1,2}개월| [¥₩]?\d|$)/gu
const JA_LABEL =
  /(?:振込依頼人|ご?利用場所|ご?利用店(?:舗)?|ご?利用先|支払先|送金先|振込先|受取人|振込人|加盟店|店舗):? ?([^\s:][^:]{0,40}?)(?= (?:ご?利用金?額|支払い?金額|金額|ご?利用日)|。| [¥\d]|$)/gu
const KO_TO = /(?:^| )([^\s:]{1,20}?)님?(?:에게|께) /gu
const KO_AT = /(?:^| )([^\s:]{1,30}?)에서 [\d,]+원/gu
const JA_AT = /(?:^|[ 。:])([^:。]{1,30}?) ?で ?¥?[\d,]+円?/gu
const JA_TO = /(?:^|[ :])([^\s:][^:。]{0,30}?)さんに[\d,]+円/gu
const KO_FROM = /(?:^| )([^\s:]{1,20}?)님이 /gu
const JA_FROM = /(?:^|[ :])([^\s:][^:。]{0,30}?)さんから/gu
const KO_BANK_AFTER =
  /(?:입금|출금) [\d,]+원? ((?!잔액|누적)[^\s\d][^\s]{0,20}(?: [^\s\d][^\s]{0,20})??)(?= 잔액| \d|$)/gu
// The name right before the balance: "... 352-****-1234-56 박지훈 잔액 1,830,000원".
const KO_BEFORE_BALANCE = /(?:^| )((?!급여|입금|출금)[^\s\d*[\]][^\s*[\]]{1,19}) 잔액/gu
const KO_BANK_BEFORE = /(?:^| )((?!급여|자동이체)[^\s\d*[\]][^\s*[\]]{1,19}) (?:출금|입금) \d/gu

export const EAST_ASIAN_NAMES: FamilyNames = {
  debit: [JA_LABEL, AFTER_TIME, KO_TO, KO_AT, JA_AT, JA_TO, KO_BEFORE_BALANCE, KO_BANK_AFTER, KO_BANK_BEFORE],
  credit: [JA_LABEL, AFTER_TIME, JA_FROM, KO_FROM, KO_BEFORE_BALANCE, KO_BANK_AFTER, KO_BANK_BEFORE],
}
