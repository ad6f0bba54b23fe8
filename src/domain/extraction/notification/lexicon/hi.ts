import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/**
 * Hindi in Devanagari, as Indian banks and wallets write it: "डेबिट हुए" (debited), "जमा किए गए"
 * (credited), "निकाले गए" (withdrawn), "भेजे" (sent). Names come before their postposition:
 * "RAMESH KIRANA को" (to), "ACME PVT LTD से" (from), "AMAZON पर" (at); see fields/merchant.ts.
 */
export const hi: Lexicon = {
  ...EMPTY,
  pay: ['वेतन'],
  language: 'hi',
  refund: ['रिफंड', 'वापस (?:किए|किया|जमा)'],
  transferIn: ['(?:NEFT|IMPS|RTGS) द्वारा [^।]{0,40}जमा'],
  income: ['जमा (?:किए|किया|हुए|हुआ)', 'जमा', 'प्राप्त (?:हुए|हुआ|किए)', 'वेतन', 'क्रेडिट (?:हुए|किए|किया)'],
  transferOut: ['भेजे', 'भेजा गया', 'ट्रांसफर किए'],
  expense: ['डेबिट (?:हुए|हुआ|किए|किया|की)', 'निकाले गए', 'निकासी', 'लेनदेन किया', 'खर्च', 'भुगतान किया'],
  done: ['डेबिट हुए', 'जमा किए', 'निकाले गए', 'भेजे', 'प्राप्त हुए', 'किया गया'],
  oneTimePassword: ['साझा न करें', 'ओटीपी'],
  declined: ['अस्वीकृत', 'विफल', 'असफल', 'अपर्याप्त शेष'],
  pendingApproval: ['लंबित', 'भुगतान अनुरोध', 'स्वीकार करने', 'अनुरोध भेजा', 'पिन डालें'],
  reminder: ['देय तिथि', 'न्यूनतम देय', 'बिल'],
  scheduled: ['जाएग[ाीे]', 'जाएंगे', 'कटेग[ाी]', 'होग[ाी]'],
  mandate: ['मैंडेट', 'ऑटोपे'],
  setUp: ['सेट किया', 'पंजीकृत'],
  promotion: ['लोन', 'ऑफर', 'आवेदन करें', 'प्री-अप्रूव्ड'],
  balance: ['उपलब्ध शेष', 'शेष राशि', 'शेष'],
  payer: ['भेजने वाला:'],
}
