import { expect } from 'chai'
import type { CurrencyCode } from '../../src/domain/money.js'
import type { UserRepository } from '../../src/application/ports/user-repository.js'
import { idRun } from './subject.js'

/** What UserRepository promises (application/ports/user-repository.ts). */
export function describeUserRepositoryContract(make: () => Promise<{ readonly port: UserRepository }>) {
  it('ensure creates the user once with the defaults (USD, newsletter on); get finds it', async () => {
    const { port } = await make()
    const id = idRun().id('x')
    expect(await port.get(id)).to.equal(undefined)
    const created = await port.ensure(id)
    expect(created).to.include({ id, baseCurrency: 'USD', newsletterEnabled: true })
    const again = await port.ensure(id)
    expect(again.createdAt.getTime()).to.equal(created.createdAt.getTime())
    expect(await port.get(id)).to.deep.equal(created)
  })

  it('ensureAll makes the missing rows with the defaults and returns only the rows it made', async () => {
    const { port } = await make()
    const run = idRun()
    const known = await port.ensure(run.id('known'))
    await port.update(known.id, { baseCurrency: 'EUR' as CurrencyCode })
    const made = await port.ensureAll([run.id('new'), known.id, run.id('new')])
    expect(made.map((u) => u.id)).to.deep.equal([run.id('new')])
    expect(made[0]).to.include({ baseCurrency: 'USD', newsletterEnabled: true })
    expect(await port.get(run.id('new'))).to.deep.equal(made[0])
    expect(await port.get(known.id)).to.include({ baseCurrency: 'EUR' })
    expect(await port.ensureAll([run.id('new')])).to.deep.equal([])
  })

  it('update changes only the fields given; an unknown user is undefined', async () => {
    const { port } = await make()
    const id = idRun().id('x')
    await port.ensure(id)
    const eur = await port.update(id, { baseCurrency: 'EUR' as CurrencyCode })
    expect(eur).to.include({ baseCurrency: 'EUR', newsletterEnabled: true })
    const off = await port.update(id, { newsletterEnabled: false })
    expect(off).to.include({ baseCurrency: 'EUR', newsletterEnabled: false })
    expect(await port.update(idRun().id('missing'), { newsletterEnabled: false })).to.equal(undefined)
  })

  it('listIdsAfter pages through users in id order', async () => {
    const { port } = await make()
    const run = idRun()
    for (const suffix of ['c', 'a', 'b']) await port.ensure(run.id(suffix))
    expect(await port.listIdsAfter(run.prefix, 2)).to.deep.equal([run.id('a'), run.id('b')])
    expect((await port.listIdsAfter(run.id('b'), 1))[0]).to.equal(run.id('c'))
  })
}
