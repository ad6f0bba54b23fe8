import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Hindi-English (Hinglish) as Indian banks write it in Latin letters: "debit hue hain", "se", "ko". */
export const hiEn: Lexicon = {
  ...EMPTY,
  pay: ['salary'],
  language: 'hi-en',
  income: ['credit (?:hue|hua|kiye|kiya)(?: hain| hai)?', 'jama (?:hue|hua|kiye)', 'prapt'],
  expense: ['debit (?:hue|hua|kiye|kiya)(?: hain| hai)?', 'kharch', 'bheje gaye'],
  done: ['debit hue', 'credit hue', 'jama hue'],
  oneTimePassword: ['kisi ke saath share na karein', 'share na karein'],
  declined: ['asafal', 'vifal'],
  reminder: ['dey tithi', 'bhugtan karein'],
  payee: ['se'],
  payer: ['bheja gaya by'],
  stop: ['se', 'ko', 'mein', 'par', 'hain', 'hai', 'agar'],
}
