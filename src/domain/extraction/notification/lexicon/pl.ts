import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Polish: obciążenie, uznanie, płatność kartą, BLIK. */
export const pl: Lexicon = {
  ...EMPTY,
  language: 'pl',
  refund: ['zwrot'],
  income: ['uznanie', 'wpływ', 'otrzymałeś', 'otrzymano'],
  transferOut: ['przelew', 'wysłano'],
  expense: ['obciążenie', 'płatność', 'transakcja', 'wypłata', 'zakup'],
  done: ['wykonany', 'zaksięgowano', 'obciążono'],
  oneTimePassword: ['kod blik', 'nie podawaj', 'kod weryfikacyjny', 'kod sms'],
  declined: ['odrzucona', 'brak środków', 'nieudana'],
  reminder: ['termin płatności', 'do zapłaty', 'wyciąg'],
  promotion: ['promocja', 'oferta', 'pożyczka'],
  balance: ['saldo(?: po operacji)?', 'dostępne środki'],
  payee: ['w', 'do'],
  payer: ['od'],
  stop: ['wykonany', 'karta', 'z', 'na', 'saldo'],
}
