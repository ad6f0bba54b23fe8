import { decimal, type CurrencyCode, type DecimalString } from '../money.js'

export interface BillLineItem {
  readonly description: string
  readonly quantity: DecimalString | null
  readonly unitPrice: DecimalString | null
  readonly amount: DecimalString | null
}

/** A bill or receipt as read by the model, amounts exact. */
export interface ParsedBill {
  readonly merchant: string | null
  /** YYYY-MM-DD as printed on the bill. */
  readonly date: string | null
  readonly currency: CurrencyCode | null
  readonly subtotal: DecimalString | null
  readonly tax: DecimalString | null
  readonly tip: DecimalString | null
  readonly total: DecimalString | null
  readonly lineItems: readonly BillLineItem[]
}

export type BillWarningCode =
  | 'line_item_mismatch'
  | 'items_subtotal_mismatch'
  | 'total_mismatch'
  | 'items_total_mismatch'
  | 'unreadable_amount'

/** A check the bill failed; `expected` is what the arithmetic gives, `actual` what the bill says. */
export interface BillWarning {
  readonly code: BillWarningCode
  readonly message: string
  readonly expected?: DecimalString
  readonly actual?: DecimalString
}

/** An exact sum, written with as many decimals as the most precise term ("17.50" + "8.00" = "25.50"). */
function sum(values: readonly string[]): DecimalString {
  const places = Math.max(
    0,
    ...values.map((v) => decimal(v).decimalPlaces()),
    ...values.map((v) => v.split('.')[1]?.length ?? 0),
  )
  return values.reduce((acc, v) => acc.plus(v), decimal(0)).toFixed(places) as DecimalString
}

const differs = (a: string, b: string, tolerance: string) => decimal(a).minus(b).abs().gt(tolerance)

/**
 * The server's arithmetic checks, in exact decimals: each item's quantity x unit price against its
 * amount, the items against the subtotal (or the total when there is no subtotal), and
 * subtotal + tax + tip against the total. Rounding of a cent per item is tolerated.
 */
export function checkBillArithmetic(bill: ParsedBill): BillWarning[] {
  const warnings: BillWarning[] = []
  bill.lineItems.forEach((item, index) => {
    if (item.quantity === null || item.unitPrice === null || item.amount === null) return
    const expected = decimal(item.quantity)
      .times(item.unitPrice)
      .toDecimalPlaces(2)
      .toFixed(2) as DecimalString
    if (differs(expected, item.amount, '0.01')) {
      warnings.push({
        code: 'line_item_mismatch',
        message: `line item ${index + 1} (${item.description}): ${item.quantity} x ${item.unitPrice} is ${expected}, the bill says ${item.amount}`,
        expected,
        actual: item.amount,
      })
    }
  })

  const amounts = bill.lineItems.map((i) => i.amount)
  const itemsSum = amounts.length > 0 && amounts.every((a) => a !== null) ? sum(amounts) : undefined
  const rounding = decimal('0.01').times(Math.max(1, amounts.length)).toFixed()
  if (itemsSum !== undefined && bill.subtotal !== null && differs(itemsSum, bill.subtotal, rounding)) {
    warnings.push({
      code: 'items_subtotal_mismatch',
      message: `the line items add up to ${itemsSum}, the subtotal says ${bill.subtotal}`,
      expected: itemsSum,
      actual: bill.subtotal,
    })
  }
  if (
    itemsSum !== undefined &&
    bill.subtotal === null &&
    bill.tax === null &&
    bill.tip === null &&
    bill.total !== null &&
    differs(itemsSum, bill.total, rounding)
  ) {
    warnings.push({
      code: 'items_total_mismatch',
      message: `the line items add up to ${itemsSum}, the total says ${bill.total}`,
      expected: itemsSum,
      actual: bill.total,
    })
  }
  if (bill.subtotal !== null && bill.total !== null) {
    const expected = sum([bill.subtotal, bill.tax ?? '0', bill.tip ?? '0'])
    if (differs(expected, bill.total, '0.01')) {
      warnings.push({
        code: 'total_mismatch',
        message: `subtotal + tax + tip is ${expected}, the total says ${bill.total}`,
        expected,
        actual: bill.total,
      })
    }
  }
  return warnings
}
