/**
 * The categorisation benchmark's data (bench/categorization-bench.ts): 500 made-up merchants,
 * each written the ways statement lines carry them (processor prefixes, store numbers, cities,
 * UPI fields, company forms), deterministic.
 */
import type { RuleDraft } from '../src/application/ports/rule-repository.js'
import type { RuleCondition } from '../src/domain/rules/rule.js'

const FIRST =
  'north blue golden urban green silver river maple stone bright harbor cedar lucky royal sunny coral amber'.split(
    ' ',
  )
const FIRST_MORE = 'velvet meadow copper iron lantern orchard willow crystal'.split(' ')
const SECOND =
  'bakery grill books garage fitness florist optics kitchen cycles tailors diner pantry studio hardware toys pets salon creamery deli noodles'.split(
    ' ',
  )
const FIRSTS = [...FIRST, ...FIRST_MORE]

export const MERCHANTS = 500

/** Merchant m's plain name, upper case as statements print it: "NORTH BAKERY". */
export function merchantName(m: number): string {
  return `${FIRSTS[m % FIRSTS.length]!} ${SECOND[Math.floor(m / FIRSTS.length) % SECOND.length]!}`.toUpperCase()
}

/** The n-th statement line of merchant m: one of seven spellings, with numbers that vary. */
export function statementText(m: number, n: number): string {
  const name = merchantName(m)
  const store = String(100 + ((m * 31 + n * 7) % 900))
  switch (n % 7) {
    case 0:
      return `SQ *${name} #${store} SAN FRANCISCO CA`
    case 1:
      return `POS ${name} 0${store} LONDON GB`
    case 2:
      return name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())
    case 3:
      return `CARD 1234 ${name} LTD`
    case 4:
      return `UPI/P2M/41234567${store}/${name}/YESB/${name.toLowerCase().replace(' ', '.')}@ybl`
    case 5:
      return `PAYPAL *${name} 4029357733`
    default:
      return `CONTACTLESS ${name} ${(n % 28) + 1}/03 ISTANBUL TR`
  }
}

/**
 * Rule r of 200, about the merchants 300-399 (two rules each): every operator a user writes,
 * a fifth of them regular expressions, most with a second condition.
 */
export function benchRule(r: number, category: string): RuleDraft {
  const m = 300 + (r % 100)
  const name = merchantName(m).toLowerCase()
  const [first, second] = name.split(' ') as [string, string]
  const currency: RuleCondition = { field: 'currency', op: 'is', value: 'USD' }
  const byKind: RuleCondition[][] = [
    [{ field: 'description', op: 'contains', value: name }, currency],
    [{ field: 'description', op: 'matches', value: `\\b${first}\\s+${second}\\b` }],
    [
      { field: 'description', op: 'contains', value: first },
      { field: 'description', op: 'ends_with', value: second },
    ],
    [{ field: 'description', op: 'starts_with', value: name }],
    [
      { field: 'description', op: 'contains', value: second },
      { field: 'amount', op: 'between', value: ['0.01', '5000.00'] },
    ],
  ]
  return {
    conditions: byKind[(r + Math.floor(r / 100)) % byKind.length]!,
    match: 'all',
    actions: { category },
    priority: r % 10,
    enabled: true,
    createdFrom: 'user',
  }
}
