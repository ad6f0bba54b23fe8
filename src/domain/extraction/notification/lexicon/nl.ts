import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Dutch: afschrijving, bijschrijving, betaald, Tikkie. */
export const nl: Lexicon = {
  ...EMPTY,
  pay: ['salaris', 'loon'],
  language: 'nl',
  income: ['bijschrijving', 'bijgeschreven', 'ontvangen'],
  transferOut: ['overboeking', 'overgemaakt'],
  expense: ['afschrijving', 'afgeschreven', 'betaald', 'betaling', 'pinbetaling'],
  done: ['betaald', 'afgeschreven', 'bijgeschreven', 'ontvangen', 'uitgevoerd'],
  oneTimePassword: ['verificatiecode', 'deel deze code'],
  declined: ['geweigerd', 'mislukt'],
  reminder: ['vervaldatum', 'herinnering', 'vervalt'],
  pendingApproval: ['wacht op', 'betaalverzoek', 'tikkie', 'bevestig', 'wacht op (?:je )?bevestiging'],
  scheduled: ['gepland', 'ingepland'],
  mandate: ['machtiging', 'automatische incasso'],
  setUp: ['afgegeven', 'nieuwe', 'aangemaakt'],
  promotion: ['aanbieding', 'aanbod', 'korting'],
  balance: ['saldo(?: is)?'],
  payee: ['aan', 'bij', 'naar'],
  payer: ['van'],
  stop: ['met', 'op', 'uitgevoerd', 'voor', 'pas', 'rekening'],
}
