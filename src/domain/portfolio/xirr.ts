/** A dated cash flow from the investor's side: money paid in is negative, money received positive. */
export interface CashFlow {
  /** Days since the first flow. */
  readonly day: number
  readonly amount: number
}

/**
 * Money-weighted return: the annual rate r with sum(amount / (1 + r)^(day / 365)) = 0 (the XIRR
 * of spreadsheets). Newton's method from 10 %, falling back to bisection on (-99.9999 %, 1e6)
 * when Newton leaves the domain or stalls. Undefined when the flows do not change sign (no rate
 * solves them). Written here because it is twenty lines and the npm packages for it pull in
 * date libraries and floating-point day counts of their own.
 */
export function xirr(flows: readonly CashFlow[]): number | undefined {
  const live = flows.filter((f) => f.amount !== 0)
  if (!live.some((f) => f.amount > 0) || !live.some((f) => f.amount < 0)) return undefined
  const npv = (r: number) => live.reduce((s, f) => s + f.amount / Math.pow(1 + r, f.day / 365), 0)
  const dnpv = (r: number) =>
    live.reduce((s, f) => s - ((f.day / 365) * f.amount) / Math.pow(1 + r, f.day / 365 + 1), 0)
  let r = 0.1
  for (let i = 0; i < 100; i++) {
    const f = npv(r)
    const d = dnpv(r)
    if (!Number.isFinite(f) || !Number.isFinite(d) || d === 0) break
    const next = r - f / d
    if (!(next > -1)) break
    if (Math.abs(next - r) < 1e-12) return next
    r = next
  }
  let lo = -0.999999
  let hi = 1e6
  let flo = npv(lo)
  if (Math.sign(flo) === Math.sign(npv(hi))) return undefined
  for (let i = 0; i < 300; i++) {
    const mid = (lo + hi) / 2
    const fm = npv(mid)
    if (Math.abs(hi - lo) < 1e-13) return mid
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid
      flo = fm
    } else hi = mid
  }
  return (lo + hi) / 2
}
