import { daysBetween, type UtcDay } from '../calendar.js'
import { Decimal } from '../money.js'
import { CADENCES, offsetFromPeriod, periodsIn, widestGap, type Cadence } from './cadence.js'

/** One payment of a merchant's group, as the chain search sees it. */
export interface DatedAmount {
  readonly day: UtcDay
  readonly amount: Decimal
}

/** A series found in a group: its cadence and its members' positions in the group, oldest first. */
export interface Chain {
  readonly cadence: Cadence
  readonly members: readonly number[]
}

/** A series needs at least this many payments. */
export const MIN_OCCURRENCES = 3
/** Two consecutive payments of a series differ at most by this factor: a price may double, not more. */
const MAX_STEP_RATIO = 2
/** A payment within this factor of a series' median amount looks like one of its payments. */
const LIKE_RATIO = 1.25

/** The larger amount over the smaller (at least 1); amounts are positive. */
const ratio = (a: Decimal, b: Decimal): number =>
  a.isZero() || b.isZero() ? Infinity : Decimal.max(a, b).dividedBy(Decimal.min(a, b)).toNumber()

/**
 * The series in one merchant's payments (oldest first). From the latest payment back, each
 * payment not yet in a series tries to end one: at each cadence in turn (weekly first), it steps
 * back to the earlier payment one period before (the amount closest to its own), allowing one
 * missed period per series. A chain of at least MIN_OCCURRENCES payments is a series unless
 * `crowded`: a shop visited at random always offers some payment a month earlier, but then also
 * offers many others of the same size in between.
 */
export function findChains(group: readonly DatedAmount[]): Chain[] {
  const taken = new Set<number>()
  const chains: Chain[] = []
  for (let end = group.length - 1; end >= MIN_OCCURRENCES - 1; end -= 1) {
    if (taken.has(end)) continue
    for (const cadence of CADENCES) {
      const members = chainEndingAt(group, end, cadence, taken)
      if (members.length < MIN_OCCURRENCES || crowded(group, members, taken)) continue
      chains.push({ cadence, members })
      for (const member of members) taken.add(member)
      break
    }
  }
  return chains
}

function chainEndingAt(
  group: readonly DatedAmount[],
  end: number,
  cadence: Cadence,
  taken: ReadonlySet<number>,
): number[] {
  const members = [end]
  let missedOne = false
  for (let head = end; ;) {
    const previous = previousMember(group, head, cadence, taken, !missedOne)
    if (!previous) break
    missedOne ||= previous.periods > 1
    members.push(previous.index)
    head = previous.index
  }
  return members.reverse()
}

/** The payment before `head` that best continues the series: one period back, then the closest amount, then the closest gap. */
function previousMember(
  group: readonly DatedAmount[],
  head: number,
  cadence: Cadence,
  taken: ReadonlySet<number>,
  mayMissOne: boolean,
): { index: number; periods: number } | undefined {
  const { day, amount } = group[head]!
  let best: { index: number; periods: number; score: readonly number[] } | undefined
  for (let index = head - 1; index >= 0; index -= 1) {
    const gap = daysBetween(group[index]!.day, day)
    if (gap > widestGap(cadence)) break
    const periods = periodsIn(gap, cadence)
    const step = ratio(group[index]!.amount, amount)
    if (taken.has(index) || periods === undefined || (periods > 1 && !mayMissOne)) continue
    if (step > MAX_STEP_RATIO) continue
    const score = [periods, step, offsetFromPeriod(gap / periods, cadence)] as const
    if (!best || isLess(score, best.score)) best = { index, periods, score }
  }
  return best && { index: best.index, periods: best.periods }
}

const isLess = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!
  return false
}

/** More than one in three extra payments of the series' size between its first and last: not a series. */
function crowded(
  group: readonly DatedAmount[],
  members: readonly number[],
  taken: ReadonlySet<number>,
): boolean {
  const amounts = members.map((i) => group[i]!.amount).sort((a, b) => a.comparedTo(b))
  const median = amounts[Math.floor(amounts.length / 2)]!
  const inSeries = new Set(members)
  let alike = 0
  for (let i = members[0]! + 1; i < members[members.length - 1]!; i += 1)
    if (!inSeries.has(i) && !taken.has(i) && ratio(group[i]!.amount, median) <= LIKE_RATIO) alike += 1
  return alike > Math.floor(members.length / 3)
}
