import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Swedish, Danish and Norwegian, as Swish, MobilePay and Vipps write them. */
export const nordic: Lexicon = {
  ...EMPTY,
  pay: ['lön', 'løn', 'lønn'],
  language: 'sv-da-no',
  income: ['du har (?:tagit emot|modtaget|mottatt)', 'modtaget', 'mottatt', 'insättning'],
  transferOut: ['du har skickat', 'skickat', 'sendt', 'overført'],
  expense: ['köp', 'betalt', 'betaling', 'kortköp', 'kortbetalning', 'betalning'],
  done: ['skickat', 'modtaget', 'betalt', 'genomförd'],
  declined: ['nekad(?:es)?', 'afvist', 'avvist', 'otillräckligt saldo'],
  oneTimePassword: ['engångskod', 'engangskode', 'dela den inte'],
  pendingApproval: ['väntar på', 'venter på', 'godkänn', 'godkend', 'godkjenn', 'betalningsförfrågan'],
  scheduled: ['planerad', 'planlagt', 'schemalagd'],
  mandate: ['autogiro', 'betalingsservice', 'avtalegiro'],
  setUp: ['godkänt', 'oprettet', 'opprettet', 'registrerad'],
  reminder: ['förfaller', 'forfalder', 'forfaller', 'faktura'],
  promotion: ['erbjudande', 'låna upp till', 'tilbud'],
  balance: ['saldo'],
  payee: ['till', 'til', 'hos', 'på'],
  payer: ['fra', 'från'],
  stop: ['med', 'på', 'kl', 'är', 'er', 'har'],
}
