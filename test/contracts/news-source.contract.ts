import { expect } from 'chai'
import type { NewsSource } from '../../src/application/ports/news-source.js'
import { eachSubject, expectUpstreamFailure } from './subject.js'

/** A NewsSource under test and the news behind it, which the contract publishes. */
export interface NewsSubject {
  readonly port: NewsSource
  /** A story about `symbol`, or about the market when `symbol` is undefined. */
  readonly publish: (
    symbol: string | undefined,
    story: { title: string; url: string; publisher: string; publishedAt: Date },
  ) => void
  readonly breakDown: () => void
  readonly close: () => Promise<void>
}

/** What NewsSource promises (application/ports/news-source.ts). */
export function describeNewsSourceContract(make: () => Promise<NewsSubject>) {
  const current = eachSubject(make)
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 7, minute))

  it("the symbols' stories and the market's, newest first, each story once (by link or by title)", async () => {
    const s = current()
    s.publish('MSFT', {
      title: 'Microsoft beats',
      url: 'https://news.example/msft',
      publisher: 'Wire',
      publishedAt: at(10),
    })
    s.publish(undefined, {
      title: 'Fed holds rates',
      url: 'https://news.example/fed',
      publisher: 'Desk',
      publishedAt: at(30),
    })
    s.publish(undefined, {
      title: 'Microsoft beats',
      url: 'https://other.example/msft-copy',
      publisher: 'Copy',
      publishedAt: at(5),
    })
    const stories = await s.port.latest({ symbols: ['MSFT'], perQuery: 5 })
    expect(stories.map((x) => x.title)).to.deep.equal(['Fed holds rates', 'Microsoft beats'])
    expect(stories[1]!.symbols).to.include('MSFT')
    expect(stories[0]!.publishedAt!.getTime()).to.equal(at(30).getTime())
  })

  it('every lookup failing is UpstreamUnavailableError or UpstreamTimeoutError', async () => {
    const s = current()
    s.breakDown()
    await expectUpstreamFailure(s.port.latest({ symbols: ['MSFT'], perQuery: 5 }))
  })
}
