import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Dutch: afschrijving, bijschrijving, betaald, Tikkie. */
export const nl: Lexicon = {
  ...EMPTY,
  language: 'nl',
  income: ['bijschrijving', 'bijgeschreven', 'ontvangen'],
  transferOut: ['overboeking', 'overgemaakt'],
  expense: ['afschrijving', 'afgeschreven', 'betaald', 'betaling', 'pinbetaling'],
  done: ['betaald', 'afgeschreven', 'bijgeschreven', 'ontvangen', 'uitgevoerd'],
  oneTimePassword: ['verificatiecode', 'deel deze code'],
  declined: ['geweigerd', 'mislukt'],
  reminder: ['betaalverzoek', 'tikkie', 'vervaldatum'],
  promotion: ['aanbieding', 'korting'],
  balance: ['saldo(?: is)?'],
  payee: ['aan', 'bij', 'naar'],
  payer: ['van'],
  stop: ['met', 'op', 'uitgevoerd', 'voor', 'pas', 'rekening'],
}
