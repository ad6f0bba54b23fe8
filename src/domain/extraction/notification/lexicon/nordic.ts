import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Swedish, Danish and Norwegian, as Swish, MobilePay and Vipps write them. */
export const nordic: Lexicon = {
  ...EMPTY,
  language: 'sv-da-no',
  income: ['du har (?:tagit emot|modtaget|mottatt)', 'modtaget', 'mottatt', 'insättning'],
  transferOut: ['du har skickat', 'skickat', 'sendt', 'overført'],
  expense: ['köp', 'betalt', 'betaling', 'kortköp'],
  done: ['skickat', 'modtaget', 'betalt'],
  declined: ['nekad', 'afvist', 'avvist'],
  balance: ['saldo'],
  payee: ['till', 'til'],
  payer: ['fra', 'från'],
  stop: ['med', 'på', 'kl'],
}
