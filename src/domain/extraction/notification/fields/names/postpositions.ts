import { upperNameBefore, type FamilyNames } from './name-source.js'

/**
 * Languages that put the case after the name. Hindi alerts write the name in Latin capitals before
 * को (to), पर (at) or से (from): "RAMESH KIRANA को", "AMAZON पर", "ACME PVT LTD से". Turkish glues
 * the case to the name after an apostrophe: "MIGROS'tan" (from, where a card was spent),
 * "AHMET YILMAZ'dan" (from), "ZEYNEP KAYA'ya" (to).
 */
const HI_TO = upperNameBefore('को|पर')
const HI_FROM = upperNameBefore('से')
const TR_FROM = upperNameBefore("['’][dt][ae]n", '')
const TR_TO = upperNameBefore("['’](?:y[ae]|n[ae]|[ae])", '')

export const HINDI_NAMES: FamilyNames = { debit: [HI_TO], credit: [HI_FROM] }
export const TURKISH_NAMES: FamilyNames = { debit: [TR_FROM, TR_TO], credit: [TR_FROM] }
