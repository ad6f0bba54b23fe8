import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Italian: addebito, accredito, bonifico, pagamento. */
export const it: Lexicon = {
  ...EMPTY,
  pay: ['stipendio', 'pensione'],
  completed: ['[èe] stat[oa] (?:eseguit|addebitat|effettuat)[oa]'],
  language: 'it',
  refund: ['rimborso', 'rimborsat[oa]', 'storno'],
  transferIn: ['bonifico ricevuto', 'ricarica (?:di [^ ]{1,15} )?[^ ]{0,3} ?ricevuta'],
  income: ['ti ha inviato', 'accredito', 'accreditat[oi]', 'ricevut[oi]', 'hai ricevuto'],
  transferOut: ['bonifico', 'hai inviato'],
  expense: ['addebito', 'addebitat[oi]', 'pagamento', 'hai pagato', 'prelievo', 'acquisto'],
  done: ['addebitat[oi]', 'accreditat[oi]', 'hai pagato', 'eseguit[oa]', 'ricevut[oa]'],
  oneTimePassword: ['codice (?:di sicurezza|otp|di verifica)', 'non condividere'],
  declined: ['rifiutat[oa]', 'non autorizzat[oa]', 'non riuscit[oa]', 'negat[oa]'],
  reminder: ['scadenza', 'in scadenza', 'estratto conto'],
  pendingApproval: [
    'richiesta di pagamento',
    'accetta o rifiuta',
    'in attesa',
    'autorizza',
    'conferma (?:il|nell)',
    'in attesa di (?:conferma|autorizzazione)',
  ],
  scheduled: [
    'verr[àa] (?:addebitat|eseguit|effettuat)[oa]',
    'programmat[oa]',
    'sar[àa] (?:addebitat[oa]|eseguit[oa])',
  ],
  mandate: ['domiciliazione', 'mandato sdd'],
  setUp: ['attivat[ao]', 'registrat[ao]'],
  promotion: ['offerta', 'sconto', 'prestito'],
  balance: ['saldo(?: disponibile)?'],
  limit: ['plafond'],
  fee: ['commissione'],
  payee: ['a favore di', 'presso', 'a', 'beneficiario:'],
  payer: ['da ordinante', 'da', 'ordinante:'],
  stop: ['effettuat[oa]', 'il', 'con', 'sul', 'sulla', 'eseguit[oa]', 'carta', 'conto', 'non'],
}
