import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { NewsletterDraft } from '../../src/domain/newsletter/newsletter.js'
import type { NewsletterRepository } from '../../src/application/ports/newsletter-repository.js'
import { idRun, type Subject } from './subject.js'

const draft = (title: string): NewsletterDraft => ({
  title,
  summary: 'Microsoft rose 0.4 %; rates held.',
  sections: [{ heading: 'Your holdings', body: 'MSFT +0.4 %.', symbols: ['MSFT'] }],
  sources: [
    {
      title: 'Fed holds',
      url: 'https://news.example/fed',
      publisher: 'Wire',
      publishedAt: new Date('2026-11-20T14:00:00Z'),
    },
    { title: 'Chips', url: 'https://news.example/chips', publisher: null, publishedAt: null },
  ],
})

/**
 * What NewsletterRepository promises (application/ports/newsletter-repository.ts). `newUserId`
 * takes the run's ids so subscribersAfter can be checked on a shared database.
 */
export function describeNewsletterRepositoryContract(
  make: () => Promise<
    Subject<NewsletterRepository> & {
      readonly newUserWithId: (id: string, newsletterEnabled: boolean) => Promise<void>
    }
  >,
) {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6))

  it('saves one newsletter per user and day; saving the day again replaces it and keeps the id', async () => {
    const { port, newUserId } = await make()
    const alice = await newUserId()
    const first = await port.save(alice, randomUUID(), '2026-11-20', draft('First'), at(20))
    expect(first).to.deep.include({ ...draft('First'), userId: alice, date: '2026-11-20' })
    const again = await port.save(alice, randomUUID(), '2026-11-20', draft('Again'), at(21))
    expect(again.id).to.equal(first.id)
    expect(again.title).to.equal('Again')
    expect(await port.forDay(alice, '2026-11-20')).to.deep.equal(again)
  })

  it('forDay and latest see only the owner, latest by date', async () => {
    const { port, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    await port.save(alice, randomUUID(), '2026-11-21', draft('Newest'), at(21))
    await port.save(alice, randomUUID(), '2026-11-19', draft('Older'), at(22))
    expect((await port.latest(alice))!.title).to.equal('Newest')
    expect(await port.latest(bob)).to.equal(undefined)
    expect(await port.forDay(bob, '2026-11-21')).to.equal(undefined)
    expect(await port.forDay(alice, '2026-11-18')).to.equal(undefined)
  })

  it('subscribersAfter pages through subscribed users in id order', async () => {
    const subject = await make()
    const run = idRun()
    for (const [suffix, enabled] of [
      ['c', true],
      ['a', true],
      ['b', false],
      ['d', true],
    ] as const)
      await subject.newUserWithId(run.id(suffix), enabled)
    expect(await subject.port.subscribersAfter(run.prefix, 2)).to.deep.equal([run.id('a'), run.id('c')])
    const next = await subject.port.subscribersAfter(run.id('c'), 10)
    expect(next[0]).to.equal(run.id('d'))
  })
}
