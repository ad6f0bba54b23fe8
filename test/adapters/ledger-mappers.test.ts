import { expect } from 'chai'
import type { ZodType } from 'zod'
import { ValidationError } from '../../src/domain/errors.js'
import { holdingKind } from '../../src/domain/ledger/holding.js'
import { accountMapper } from '../../src/adapters/http/ledger/account.mapper.js'
import { holdingMapper } from '../../src/adapters/http/ledger/holding.mapper.js'
import {
  accountDraftBody,
  accountPatchBody,
  holdingDraftBody,
  transactionDraftBody,
  transactionPatchBody,
} from '../../src/adapters/http/ledger/ledger-schemas.js'
import { transactionMapper } from '../../src/adapters/http/ledger/transaction.mapper.js'
import { parseBody } from '../../src/adapters/http/validation.js'

/** The pointers of every bad field of one body, as the 422 names them. */
function pointers(schema: ZodType, body: unknown): string[] {
  try {
    parseBody(schema, body)
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.map((e) => e.pointer)
    throw error
  }
  return []
}

describe('ledger schemas and mappers (the one shape check, wire <-> domain)', () => {
  it('applies defaults, trims and reads exact values into a camelCase draft', () => {
    const account = accountMapper.toDraft(
      parseBody(accountDraftBody, { name: '  Main ', type: 'savings', currency: 'eur', balance: 10 }),
    )
    expect(account).to.deep.equal({
      name: 'Main',
      type: 'savings',
      institution: null,
      currency: 'EUR',
      balance: '10',
      isActive: true,
    })
    const tx = transactionMapper.toDraft(
      parseBody(transactionDraftBody, {
        amount: '5',
        type: 'income',
        currency: 'GBP',
        occurred_at: '2028-02-29',
      }),
    )
    expect(tx.source).to.equal('manual')
    expect(tx.occurredAt.toISOString()).to.equal('2028-02-29T00:00:00.000Z')
    const zoned = transactionMapper.toDraft(
      parseBody(transactionDraftBody, {
        amount: 0.1,
        type: 'income',
        currency: 'GBP',
        occurred_at: '2026-11-21T01:30:00+02:00',
        account_id: 'A0A0A0A0-0000-4000-8000-00000000000A',
        merchant: '   ',
      }),
    )
    expect(zoned).to.include({
      amount: '0.1',
      accountId: 'a0a0a0a0-0000-4000-8000-00000000000a',
      merchant: null,
    })
    expect(zoned.occurredAt.toISOString()).to.equal('2026-11-20T23:30:00.000Z')
  })

  it('refuses days that do not exist and instants without a zone', () => {
    for (const occurred_at of ['2026-02-29', '2026-04-31T10:00:00Z', '2026-11-21T10:00:00', '2026-13-01']) {
      expect(
        pointers(transactionDraftBody, { amount: '5', type: 'income', currency: 'GBP', occurred_at }),
        occurred_at,
      ).to.deep.equal(['/occurred_at'])
    }
  })

  it('reports every bad field at once: the shape first, then the values', () => {
    const bad = { amount: '0', type: 'expense', currency: 'usdx', occurred_at: '21/11/2026' }
    expect(pointers(transactionDraftBody, bad)).to.have.members(['/amount', '/currency', '/occurred_at'])
    // A body of the wrong shape (an unknown type, an unknown field) is refused on its shape alone.
    expect(pointers(transactionDraftBody, { ...bad, type: 'gift', colour: 'red' })).to.have.members([
      '/type',
      '/colour',
    ])
    expect(pointers(transactionDraftBody, { ...bad, colour: 'red' })).to.deep.equal(['/colour'])
    expect(
      pointers(accountDraftBody, { name: ' ', type: 'checking', currency: 'USD', balance: 'lots' }),
    ).to.have.members(['/name', '/balance'])
    expect(
      pointers(holdingDraftBody, { symbol: 'A B', asset_type: 'stock', quantity: '-1', currency: 'USD' }),
    ).to.have.members(['/symbol', '/quantity'])
  })

  it('a patch names only the fields it changes; null clears an optional one, never a required one', () => {
    expect(
      transactionMapper.toPatch(
        parseBody(transactionPatchBody, { notes: null, amount: '2.50', source: null }),
      ),
    ).to.deep.equal({ notes: null, amount: '2.50', source: 'manual' })
    expect(accountMapper.toPatch(parseBody(accountPatchBody, { is_active: null }))).to.deep.equal({
      isActive: true,
    })
    expect(pointers(accountPatchBody, { name: null })).to.deep.equal(['/name'])
  })

  it('upper-cases tickers and keeps crypto ids lower case, also after a patch changes the asset type', () => {
    const stock = holdingKind.canonical(
      holdingMapper.toDraft(
        parseBody(holdingDraftBody, { symbol: 'brk.b', asset_type: 'stock', quantity: '1', currency: 'USD' }),
      ),
    )
    expect(stock.symbol).to.equal('BRK.B')
    const coin = holdingKind.canonical(
      holdingMapper.toDraft(
        parseBody(holdingDraftBody, {
          symbol: 'Bitcoin',
          asset_type: 'crypto',
          quantity: '1',
          currency: 'USD',
        }),
      ),
    )
    expect(coin.symbol).to.equal('bitcoin')
    expect(holdingKind.canonical({ ...stock, ...{ assetType: 'crypto' as const } }).symbol).to.equal('brk.b')
  })

  it('writes an entity back in the wire form it was read from', () => {
    const draft = transactionMapper.toDraft(
      parseBody(transactionDraftBody, {
        amount: '3.30',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-11-21T09:30:00.123Z',
        merchant: 'Cafe',
      }),
    )
    const at = new Date('2026-11-21T10:00:00Z')
    const item = {
      ...draft,
      id: 'x',
      userId: 'u',
      version: 1,
      createdAt: at,
      updatedAt: at,
      externalId: null,
      importId: null,
      reconciled: false,
      pending: false,
      categorySource: 'none' as const,
      categoryConfidence: null,
    }
    expect(transactionMapper.toWire(item)).to.deep.equal({
      id: 'x',
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
      version: 1,
      amount: '3.30',
      type: 'expense',
      currency: 'USD',
      occurred_at: '2026-11-21T09:30:00.123Z',
      account_id: null,
      description: null,
      merchant: 'Cafe',
      category: null,
      category_source: 'none',
      category_confidence: null,
      notes: null,
      source: 'manual',
      external_id: null,
      import_id: null,
      reconciled: false,
      pending: false,
    })
  })
})
