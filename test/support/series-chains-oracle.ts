// The chain search as it was before its step memo: the oracle that test/domain/recurring-chains-oracle.test.ts
// compares findChains with on generated histories. Frozen; do not optimise.
import {
  CADENCES,
  gapWindow,
  MAX_PERIODS_PER_GAP,
  offsetFromPeriods,
  type Cadence,
} from '../../src/domain/recurring/cadence.js'

/**
 * One payment of a merchant's group, as the chain search sees it: its UTC day as a day number
 * (days since 1970-01-01) and its amount as a plain number. The number only compares sizes
 * (ratios, a heuristic); no amount is ever computed from it.
 */
interface DatedSize {
  readonly day: number
  readonly size: number
}

/** A series found in a group: its cadence and its members' positions in the group, oldest first. */
interface Chain {
  readonly cadence: Cadence
  readonly members: readonly number[]
}

/** A series needs at least this many payments. */
const MIN_OCCURRENCES = 3
/** Amounts that move are weaker evidence: a variable series needs one more payment, and no missed period. */
const MIN_VARIABLE_OCCURRENCES = 4
/** Two amounts within this factor are the same price (a card's currency conversion wobbles a little). */
const SAME_RATIO = 1.02
/** A repriced series changes its price once, by at most this factor. */
const MAX_PRICE_CHANGE = 2
/** Consecutive amounts of a variable series (a utility bill) differ at most by this factor. */
const MAX_VARIABLE_STEP = 1.5
/** A payment within this factor of a series' median looks like one of its payments. */
const LIKE_RATIO = 1.25

/**
 * steady: the same price each time, give or take SAME_RATIO (a subscription); repriced: exactly
 * one price, then exactly another (a subscription whose price changed; exact, as a coincidence
 * of two near prices among a shop's random amounts is common); variable: amounts that move (a
 * utility bill), accepted only when nothing else was paid to the merchant meanwhile.
 */
type Mode = 'steady' | 'repriced' | 'variable'
const MODES: readonly Mode[] = ['steady', 'repriced', 'variable']

/** Whether a step between two sizes is allowed, and whether it is the price change. */
function stepOf(mode: Mode, step: number, changedPrice: boolean): { allowed: boolean; change: boolean } {
  if (mode === 'steady') return { allowed: step <= SAME_RATIO, change: false }
  if (mode === 'variable') return { allowed: step <= MAX_VARIABLE_STEP, change: false }
  const change = step !== 1
  return { allowed: !change || (!changedPrice && step <= MAX_PRICE_CHANGE), change }
}

/** The larger size over the smaller (at least 1). */
const ratio = (a: number, b: number): number =>
  a <= 0 || b <= 0 ? Infinity : Math.max(a, b) / Math.min(a, b)

/**
 * The series in one merchant's payments (oldest first; docs/recurring.md "Detection"). From the
 * latest payment back, each payment not yet in a series tries to end one: at each cadence in turn
 * (weekly first), and in each mode in turn (steady, repriced, variable), it steps back to the
 * earlier payment one period before, allowing one missed period per series. A chain of at least
 * MIN_OCCURRENCES payments is a series if it stands out from the merchant's other payments: a
 * shop visited at random always offers some payment a month earlier, but then also others like it
 * in between.
 */
export function findChainsOracle(group: readonly DatedSize[]): Chain[] {
  const taken = new Set<number>()
  const chains: Chain[] = []
  // Payments already in a rejected chain of a cadence and mode: a chain from one of them would be
  // a piece of it (the steps are the same from there on), so it is not walked again. This keeps
  // the search near-linear in a merchant with thousands of payments.
  const rejected = new Map<string, Set<number>>()
  for (let end = group.length - 1; end >= MIN_OCCURRENCES - 1; end -= 1) {
    if (taken.has(end)) continue
    const chain = chainEndingAt(group, end, taken, rejected)
    if (!chain) continue
    chains.push(chain)
    for (const member of chain.members) taken.add(member)
  }
  return chains
}

function chainEndingAt(
  group: readonly DatedSize[],
  end: number,
  taken: ReadonlySet<number>,
  rejected: Map<string, Set<number>>,
): Chain | undefined {
  for (const cadence of CADENCES)
    for (const mode of MODES) {
      const seen = rejected.get(`${cadence}/${mode}`) ?? new Set<number>()
      rejected.set(`${cadence}/${mode}`, seen)
      if (seen.has(end)) continue
      const members = walkBack(group, end, cadence, mode, taken)
      const enough = mode === 'variable' ? MIN_VARIABLE_OCCURRENCES : MIN_OCCURRENCES
      if (members.length >= enough && standsOut(group, members, mode, taken)) return { cadence, members }
      for (const member of members) seen.add(member)
    }
  return undefined
}

/** The chain ending at `end`, oldest first: each step takes the best earlier payment (`score`). */
function walkBack(
  group: readonly DatedSize[],
  end: number,
  cadence: Cadence,
  mode: Mode,
  taken: ReadonlySet<number>,
): number[] {
  const members = [end]
  let missedOne = false
  let changedPrice = false
  for (let head = end; ;) {
    let best: { index: number; periods: number; change: boolean; score: readonly number[] } | undefined
    for (
      let periods = 1;
      periods <= (missedOne || mode === 'variable' ? 1 : MAX_PERIODS_PER_GAP);
      periods += 1
    ) {
      const { min, max } = gapWindow(cadence, periods)
      const headDay = group[head]!.day
      for (let index = firstOnOrAfter(group, headDay - max); index < head; index += 1) {
        const gap = headDay - group[index]!.day
        if (gap < min) break
        if (taken.has(index)) continue
        const step = ratio(group[index]!.size, group[head]!.size)
        const { allowed, change } = stepOf(mode, step, changedPrice)
        if (!allowed) continue
        const score = [periods, change ? 1 : 0, step, offsetFromPeriods(gap, periods, cadence)] as const
        if (!best || isLess(score, best.score)) best = { index, periods, change, score }
      }
      if (best) break
    }
    if (!best) break
    missedOne ||= best.periods > 1
    changedPrice ||= best.change
    members.push(best.index)
    head = best.index
  }
  return members.reverse()
}

/** The first position whose day is `day` or later (the group is in day order). */
function firstOnOrAfter(group: readonly DatedSize[], day: number): number {
  let low = 0
  let high = group.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (group[middle]!.day < day) low = middle + 1
    else high = middle
  }
  return low
}

const isLess = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!
  return false
}

/**
 * Between a chain's first and last payment, the merchant's other payments (not in another
 * series): a steady or repriced chain allows one in three of them like its own amount (a double
 * charge; other purchases of other sizes are fine); a variable chain allows none at all.
 */
function standsOut(
  group: readonly DatedSize[],
  members: readonly number[],
  mode: Mode,
  taken: ReadonlySet<number>,
): boolean {
  const sizes = members.map((i) => group[i]!.size).sort((a, b) => a - b)
  const median = sizes[Math.floor(sizes.length / 2)]!
  const inChain = new Set(members)
  const allowed = mode === 'variable' ? 0 : Math.floor(members.length / 3)
  let others = 0
  for (let i = members[0]! + 1; i < members[members.length - 1]!; i += 1) {
    if (inChain.has(i) || taken.has(i)) continue
    if (mode === 'variable' || ratio(group[i]!.size, median) <= LIKE_RATIO) others += 1
    if (others > allowed) return false
  }
  return true
}
