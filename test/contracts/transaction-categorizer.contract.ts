import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import type { TransactionCategorizer } from '../../src/application/ports/transaction-categorizer.js'
import { transactionDraft } from './ledger-drafts.js'

/**
 * A TransactionCategorizer under test with no step that asks a server (no embedder, no model),
 * and what the contract arranges: a user rule (merchant is, ignoring case -> category), and saved
 * transactions to tell `chosen` of. The categories named are among the defaults.
 */
export interface TransactionCategorizerSubject {
  readonly port: TransactionCategorizer
  readonly transactions: TransactionRepository
  readonly newUserId: () => Promise<string>
  readonly addRule: (userId: string, merchant: string, category: string) => Promise<string>
}

const uncategorised = (merchant: string | null, extra: Parameters<typeof transactionDraft>[0] = {}) =>
  transactionDraft({ merchant, category: null, ...extra })

/** What TransactionCategorizer promises (application/ports/transaction-categorizer.ts). */
export function describeTransactionCategorizerContract(make: () => Promise<TransactionCategorizerSubject>) {
  it("gives back the drafts in order: the user's category kept, a rule's answer with its rule, the rest uncategorised", async () => {
    const s = await make()
    const alice = await s.newUserId()
    const bob = await s.newUserId()
    const rule = await s.addRule(alice, 'Kroger', 'groceries')
    const mine = transactionDraft({ merchant: 'Kroger', category: 'dining' })
    const drafts = [uncategorised('KROGER'), mine, uncategorised('Nobody Knows'), uncategorised(null)]
    const out = await s.port.categorize(alice, drafts)
    expect(out).to.have.length(4)
    expect(out[0]).to.deep.include({
      merchant: 'KROGER',
      category: 'groceries',
      categorySource: 'rule',
      categoryConfidence: 1,
      ruleId: rule,
    })
    expect(out[1]).to.deep.equal(mine)
    expect(out[2]).to.deep.include({ category: null, categorySource: 'none', categoryConfidence: null })
    expect(out[2]!.merchant).to.equal('Nobody Knows')
    expect(out[3]).to.deep.include({ category: null, categorySource: 'none' })
    expect(await s.port.categorize(alice, [])).to.deep.equal([])
    // Another user's rule is not theirs.
    expect((await s.port.categorize(bob, [uncategorised('Kroger')]))[0]).to.deep.include({ category: null })
  })

  it('answers the same in a preview and with only the local steps', async () => {
    const s = await make()
    const alice = await s.newUserId()
    const rule = await s.addRule(alice, 'Kroger', 'groceries')
    for (const options of [{ preview: true }, { localOnly: true }, { preview: true, localOnly: true }])
      expect((await s.port.categorize(alice, [uncategorised('Kroger')], options))[0]).to.deep.include({
        category: 'groceries',
        ruleId: rule,
      })
  })

  it("learns from the user's choice: the next transaction of that merchant gets the category chosen", async () => {
    const s = await make()
    const alice = await s.newUserId()
    const bob = await s.newUserId()
    const saved = await s.transactions.insert(
      alice,
      randomUUID(),
      transactionDraft({ merchant: 'Blue Bottle', category: 'coffee' }),
      new Date('2026-11-20T10:00:00Z'),
    )
    await s.port.chosen(alice, saved)
    expect((await s.port.categorize(alice, [uncategorised('BLUE BOTTLE')]))[0]).to.deep.include({
      category: 'coffee',
      categorySource: 'learned',
      categoryConfidence: 1,
    })
    expect((await s.port.categorize(bob, [uncategorised('Blue Bottle')]))[0]).to.deep.include({
      category: null,
    })
  })

  it('returns at once from completeLater when no step asks a server, whatever the ids', async () => {
    const s = await make()
    const alice = await s.newUserId()
    await s.port.completeLater(alice, [])
    await s.port.completeLater(alice, [randomUUID()])
  })
}
