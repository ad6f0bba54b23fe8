import { EMPTY } from './empty.js'
import type { Lexicon } from './lexicon.js'

/** French (France, Belgium, Switzerland, Francophone Africa): paiement, virement, débit, crédit. */
export const fr: Lexicon = {
  ...EMPTY,
  language: 'fr',
  refund: ['remboursement', 'rembours[ée]e?'],
  transferIn: ['virement re[çc]u', 'virement entrant'],
  income: ['re[çc]u', 'cr[ée]dit[ée]e?', 'cr[ée]dit de', 'vous avez re[çc]u'],
  transferOut: ['virement (?:[ée]mis|envoy[ée])', 'vous avez envoy[ée]', 'envoy[ée]'],
  expense: ['paiement', 'achat', 'd[ée]bit[ée]?', 'pr[ée]l[èe]vement', 'retrait'],
  done: ['pay[ée]', 'd[ée]bit[ée]', 'cr[ée]dit[ée]', 're[çc]u', 'envoy[ée]', 'effectu[ée]'],
  oneTimePassword: [
    'code de (?:s[ée]curit[ée]|v[ée]rification|confirmation)',
    'ne le communiquez',
    'ne le partagez',
  ],
  declined: ['refus[ée]e?', '[ée]chou[ée]', 'plafond atteint', 'non autoris[ée]'],
  reminder: [
    'relev[ée] (?:de compte )?[^.]{0,20}disponible',
    '[ée]ch[ée]ance',
    'sera (?:d[ée]bit[ée]|pr[ée]lev[ée])',
    'demande de paiement',
    'programm[ée]',
  ],
  promotion: ['offre', 'r[ée]duction', 'profitez', 'pr[êe]t personnel'],
  balance: ['solde', 'disponible'],
  limit: ['plafond'],
  fee: ['frais'],
  payee: ['chez', 'à'],
  payer: ['de', 'remboursement'],
  stop: ['le', 'du', 'avec', 'par', 'sur', 'carte', 'compte', 'refus[ée]e?'],
}
