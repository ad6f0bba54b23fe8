import { NAME, STOP, UPPER_NAME, type FamilyNames } from './name-source.js'

/**
 * European alerts that write the name right after the amount or a label: German bookings
 * ("Neue Buchung: -45,67 EUR REWE Markt GmbH", "Lastschrift 15,99 € Spotify AB wurde ..."), Polish
 * "od:"/"do:" fields and "129,00 PLN, ROSSMANN 221,", French "Achat CB PICARD SURGELES 18,60 EUR".
 */
const AMOUNT = String.raw`[+\-−]?\d[\d.,]{0,15} ?(?:EUR|€|PLN|zł)`
export const DE_BOOKING = new RegExp(
  String.raw`(?:[Bb]uchung|[Uu]msatz|[Ll]astschrift|[Kk]artenzahlung(?: girocard)?)[^:]{0,30}:? ${AMOUNT} (?:(?:Gehalt|Lastschrift|Gutschrift|Kartenzahlung|bei|an|von) )?(?=${NAME}${STOP})`,
  'gu',
)
const PL_LABEL =
  /(?<![\p{L}])(?:od|do|[Nn]adawca|[Oo]dbiorca): (?=([^,;]{2,60}?)(?:,| [Tt]ytu[łl]| z rachunku| wykonany| zaplanowany|\.? ?$))/gu
const PL_AFTER_AMOUNT = new RegExp(String.raw`(?:PLN|zł), (?=${NAME}, )`, 'gu')
const FR_CARD = new RegExp(String.raw`(?:[Aa]chat|[Pp]aiement) (?:CB|[Cc]arte) (?=${UPPER_NAME} \d)`, 'gu')

export const POLISH_NAMES: FamilyNames = { debit: [PL_LABEL, PL_AFTER_AMOUNT], credit: [PL_LABEL] }
export const FRENCH_NAMES: FamilyNames = { debit: [FR_CARD], credit: [] }
