import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/**
 * Korean: card approvals ("승인", with 일시불 or an instalment mark and a running 누적 total),
 * cancellations ("승인취소"), bank deposits and withdrawals ("입금", "출금") and wallet transfers
 * ("보냈어요"). Words are matched anywhere: particles attach to the word before them.
 */
export const ko: Lexicon = {
  ...EMPTY,
  pay: ['급여', '월급'],
  language: 'ko',
  refund: ['승인취소', '결제취소', '환불'],
  income: ['님이 [^.。]{1,30}보냈', '입금', '급여', '받았어요', '받았습니다'],
  transferOut: ['출금', '보냈어요', '보냈습니다', '이체'],
  expense: ['승인', '결제', '일시불'],
  done: ['승인', '결제되었', '결제 ?완료', '입금되었', '보냈어요', '받았어요'],
  oneTimePassword: ['인증번호', '인증코드'],
  declined: ['거절', '실패', '잔액부족', '한도초과'],
  pendingApproval: [
    '완료해 ?주세요',
    '받기를',
    '대기',
    '승인해 ?주세요',
    '결제 ?요청',
    '요청이 왔',
    '승인 ?대기',
  ],
  reminder: ['결제예정금액', '결제일', '청구금액', '납부'],
  scheduled: ['예정', '예약'],
  mandate: ['자동이체'],
  setUp: ['신청', '등록'],
  promotion: ['광고', '이벤트', '캐시백', '혜택'],
  balance: ['잔액'],
  stop: ['누적', '잔액', '일시불', '할부'],
}
