import { expect } from 'chai'
import { ValidationError } from '../../src/domain/errors.js'
import { accountKind } from '../../src/domain/ledger/account.js'
import { holdingKind } from '../../src/domain/ledger/holding.js'
import { transactionKind } from '../../src/domain/ledger/transaction.js'

function pointers(fn: () => unknown): string[] {
  try {
    fn()
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.map((e) => e.pointer)
    throw error
  }
  return []
}

describe('ledger parsing', () => {
  it('applies defaults and trims', () => {
    const account = accountKind.parseDraft({ name: '  Main ', type: 'savings', currency: 'eur', balance: 10 })
    expect(account).to.deep.equal({
      name: 'Main',
      type: 'savings',
      institution: null,
      currency: 'EUR',
      balance: '10',
      isActive: true,
    })
    const tx = transactionKind.parseDraft({
      amount: '5',
      type: 'income',
      currency: 'GBP',
      occurred_at: '2028-02-29',
    })
    expect(tx.source).to.equal('manual')
    expect(tx.occurredAt.toISOString()).to.equal('2028-02-29T00:00:00.000Z')
    const zoned = transactionKind.parseDraft({
      amount: '5',
      type: 'income',
      currency: 'GBP',
      occurred_at: '2026-11-21T01:30:00+02:00',
    })
    expect(zoned.occurredAt.toISOString()).to.equal('2026-11-20T23:30:00.000Z')
  })

  it('refuses days that do not exist and instants without a zone', () => {
    for (const occurred_at of ['2026-02-29', '2026-04-31T10:00:00Z', '2026-11-21T10:00:00', '2026-13-01']) {
      expect(
        pointers(() =>
          transactionKind.parseDraft({ amount: '5', type: 'income', currency: 'GBP', occurred_at }),
        ),
        occurred_at,
      ).to.deep.equal(['/occurred_at'])
    }
  })

  it('reports every bad field at once', () => {
    expect(
      pointers(() =>
        transactionKind.parseDraft({
          amount: '0',
          type: 'gift',
          currency: 'usdx',
          occurred_at: '21/11/2026',
        }),
      ),
    ).to.have.members(['/amount', '/type', '/currency', '/occurred_at'])
    expect(
      pointers(() =>
        accountKind.parseDraft({ name: '', type: 'checking', currency: 'USD', balance: 'lots' }),
      ),
    ).to.have.members(['/name', '/balance'])
    expect(
      pointers(() =>
        holdingKind.parseDraft({ symbol: 'A B', asset_type: 'stock', quantity: '-1', currency: 'USD' }),
      ),
    ).to.have.members(['/symbol', '/quantity'])
  })

  it('upper-cases tickers and keeps crypto ids lower case', () => {
    expect(
      holdingKind.parseDraft({ symbol: 'brk.b', asset_type: 'stock', quantity: '1', currency: 'USD' }).symbol,
    ).to.equal('BRK.B')
    expect(
      holdingKind.parseDraft({ symbol: 'Bitcoin', asset_type: 'crypto', quantity: '1', currency: 'USD' })
        .symbol,
    ).to.equal('bitcoin')
  })

  it('round-trips an item through toInput for partial updates', () => {
    const draft = transactionKind.parseDraft({
      amount: '3.30',
      type: 'expense',
      currency: 'USD',
      occurred_at: '2026-11-21T09:30:00.123Z',
      merchant: 'Cafe',
    })
    const item = {
      ...draft,
      id: 'x',
      userId: 'u',
      version: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
      externalId: null,
      importId: null,
      reconciled: false,
    }
    expect(transactionKind.parseDraft(transactionKind.toInput(item))).to.deep.equal(draft)
  })
})
