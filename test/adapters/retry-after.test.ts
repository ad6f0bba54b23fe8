import { expect } from 'chai'
import { retryAfterSeconds } from '../../src/adapters/retry-after.js'

describe('retryAfterSeconds (Retry-After and retry-after-ms)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  const headers = (values: Record<string, string>) => new Headers(values)

  it('reads delta-seconds, fractional ones included', () => {
    expect(retryAfterSeconds(headers({ 'retry-after': '7' }), now)).to.equal(7)
    expect(retryAfterSeconds(headers({ 'retry-after': ' 1.5 ' }), now)).to.equal(1.5)
    expect(retryAfterSeconds(headers({ 'retry-after': '0' }), now)).to.equal(0)
  })

  it('reads an HTTP date as the seconds until then, 0 when it is past', () => {
    expect(retryAfterSeconds(headers({ 'retry-after': 'Sat, 21 Nov 2026 12:00:30 GMT' }), now)).to.equal(30)
    expect(retryAfterSeconds(headers({ 'retry-after': 'Sat, 21 Nov 2026 11:00:00 GMT' }), now)).to.equal(0)
  })

  it('prefers a positive retry-after-ms (OpenAI-compatible servers)', () => {
    expect(retryAfterSeconds(headers({ 'retry-after-ms': '2500', 'retry-after': '9' }), now)).to.equal(2.5)
    expect(retryAfterSeconds(headers({ 'retry-after-ms': '0', 'retry-after': '9' }), now)).to.equal(9)
  })

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterSeconds(undefined, now)).to.equal(undefined)
    expect(retryAfterSeconds(headers({}), now)).to.equal(undefined)
    expect(retryAfterSeconds(headers({ 'retry-after': 'soon' }), now)).to.equal(undefined)
  })
})
