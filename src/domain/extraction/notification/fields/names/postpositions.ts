import { UPPER_NAME, type FamilyNames } from './name-source.js'

/**
 * Languages that put the case after the name. Hindi alerts write the name in Latin capitals before
 * को (to), पर (at) or से (from): "RAMESH KIRANA को", "AMAZON पर", "ACME PVT LTD से". Turkish glues
 * the case to the name after an apostrophe: "MIGROS'tan" (from, where a card was spent),
 * "AHMET YILMAZ'dan" (from), "ZEYNEP KAYA'ya" (to).
 */
const HI_TO = new RegExp(String.raw`(?<![\p{L}\p{N}])${UPPER_NAME} (?:को|पर)(?![\p{L}\p{M}])`, 'gu')
const HI_FROM = new RegExp(String.raw`(?<![\p{L}\p{N}])${UPPER_NAME} से(?![\p{L}\p{M}])`, 'gu')
const TR_FROM = new RegExp(String.raw`(?<![\p{L}\p{N}])${UPPER_NAME}['’][dt][ae]n(?![\p{L}])`, 'gu')
const TR_TO = new RegExp(String.raw`(?<![\p{L}\p{N}])${UPPER_NAME}['’](?:y[ae]|n[ae]|[ae])(?![\p{L}])`, 'gu')

export const HINDI_NAMES: FamilyNames = { debit: [HI_TO], credit: [HI_FROM] }
export const TURKISH_NAMES: FamilyNames = { debit: [TR_FROM, TR_TO], credit: [TR_FROM] }
