import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Polish: obciążenie, uznanie, płatność kartą, BLIK. */
export const pl: Lexicon = {
  ...EMPTY,
  pay: ['wynagrodzenie', 'pensja'],
  completed: ['zosta[łl][aoy]? (?:wykonan|zrealizowan|pobran)[yae]'],
  language: 'pl',
  refund: ['zwrot'],
  transferIn: ['przelew przychodz[ąa]cy'],
  income: ['uznanie', 'wpływ', 'otrzymał(?:eś|aś)', 'otrzymano'],
  transferOut: ['przelew(?: wychodz[ąa]cy)?', 'wysłano'],
  expense: [
    'obciążenie',
    'płatność',
    'transakcja',
    'wypłata',
    'zakup',
    'zapłaci(?:łeś|łaś|łem|ł)',
    'zapłacono',
  ],
  done: ['wykonany', 'zaksięgowano', 'obciążono'],
  oneTimePassword: ['kod blik', 'nie podawaj', 'kod weryfikacyjny', 'kod sms'],
  declined: ['odrzuc\\p{L}{0,4}', 'odrzucon[aey]', 'brak środków', 'nieudana', 'przekroczony limit'],
  pendingApproval: [
    'oczekuj\\p{L}{0,6} na',
    'potwierd[źz]',
    'zaakceptuj',
    'oczekuje na (?:akceptacj|potwierdzeni)[ae]',
    'prośba o (?:przelew|płatność|blik)',
  ],
  scheduled: ['zaplanowan[yae]', 'zostanie (?:zrealizowan|pobran)[yae]'],
  mandate: ['zlecenie stałe', 'polecenie zapłaty'],
  setUp: ['utworzon[eay]', 'ustanowion[eay]', 'aktywowan[eay]'],
  reminder: ['termin płatności', 'do zapłaty', 'wyciąg', 'spłata karty'],
  promotion: ['promocja', 'oferta', 'pożyczka', 'premii'],
  balance: ['saldo(?: po operacji)?', 'dostępne środki', 'dostępne'],
  payee: ['w sklepie', 'w', 'do'],
  payer: ['od'],
  stop: ['wykonany', 'karta', 'z', 'na', 'saldo', 'tytuł', 'zaplanowany'],
}
