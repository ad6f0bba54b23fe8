import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** Romanian, with or without diacritics: "plata cu cardul", "ai primit", "ai trimis". */
export const ro: Lexicon = {
  ...EMPTY,
  pay: ['salariu'],
  language: 'ro',
  refund: ['rambursare', 'returnat[aă]'],
  income: ['ai primit', '[iî]ncasare', 'primit'],
  transferOut: ['ai trimis', 'transfer efectuat'],
  expense: ['ai pl[aă]tit', 'plata cu cardul', 'plat[aă]', 'tranzac[tț]ie', 'cump[aă]r[aă]tur[aă]'],
  done: ['autorizat[aă]', 'ai primit', 'ai trimis', 'efectuat[aă]'],
  oneTimePassword: ['cod(?:ul)? (?:t[aă]u )?de (?:autorizare|confirmare|securitate)', 'nu [iî]l comunica'],
  declined: ['respins[aă]', 'refuzat[aă]', 'fonduri insuficiente'],
  pendingApproval: ['[iî]n a[sș]teptare', 'confirm[aă] [iî]n aplica[tț]ie', 'aprob[aă] plata'],
  reminder: ['scaden[tț][aă]', 'factura'],
  scheduled: ['programat[aă]', 'va fi efectuat[aă]'],
  mandate: ['debitare direct[aă]'],
  setUp: ['activat[aă]'],
  promotion: ['credit de nevoi personale', 'aplic[aă] acum', 'dob[aâ]nd[aă] redus[aă]'],
  balance: ['sold(?: disponibil)?'],
  payee: ['la', 'c[aă]tre'],
  payer: ['de la'],
  stop: ['a', 'in', '[iî]n', 'pe', 'cu', 'din'],
}
