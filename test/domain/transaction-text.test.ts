import { expect } from 'chai'
import { bankTransactionDraft } from '../../src/domain/bank-sync/bank-transaction-draft.js'
import {
  TRANSACTION_TEXT_MAX,
  TRUNCATION_MARK,
  fitText,
  fitTransactionText,
} from '../../src/domain/ledger/transaction-text.js'

describe('transaction text within the ledger’s limits', () => {
  it('keeps a text that fits, and cuts a longer one to the limit ending with the mark', () => {
    expect(fitText('Blue Bottle', 200)).to.equal('Blue Bottle')
    expect(fitText('x'.repeat(200), 200)).to.equal('x'.repeat(200))
    const cut = fitText('x'.repeat(201), 200)
    expect(cut).to.have.length(200)
    expect(cut).to.equal(`${'x'.repeat(199)}${TRUNCATION_MARK}`)
  })

  it('never splits a character written as two code units', () => {
    const cut = fitText(`${'x'.repeat(198)}😀😀`, 200)
    expect(cut).to.equal(`${'x'.repeat(198)}${TRUNCATION_MARK}`)
    expect(cut.at(-2)).to.equal('x')
  })

  it('cuts each of description, merchant and notes to its own limit and keeps everything else', () => {
    const draft = {
      amount: '1',
      description: 'd'.repeat(600),
      merchant: 'm'.repeat(300),
      notes: 'n'.repeat(2_001),
    }
    const fitted = fitTransactionText(draft)
    expect(fitted.amount).to.equal('1')
    expect(fitted.description).to.have.length(TRANSACTION_TEXT_MAX.description)
    expect(fitted.merchant).to.have.length(TRANSACTION_TEXT_MAX.merchant)
    expect(fitted.notes).to.have.length(TRANSACTION_TEXT_MAX.notes)
    const fits = { description: 'short', merchant: null }
    expect(fitTransactionText(fits)).to.equal(fits)
  })

  it('a bank feed’s long description and payee reach the ledger cut to its limits', () => {
    const draft = bankTransactionDraft(
      {
        externalId: 'b1',
        postedAt: new Date('2026-10-01T00:00:00Z'),
        transactedAt: null,
        amount: '-4.50',
        description: `POS ${'D'.repeat(20_000)}`,
        payee: `SHOP ${'P'.repeat(20_000)}`,
        memo: null,
        pending: false,
      },
      'account-1',
      'USD',
      new Date('2026-10-02T00:00:00Z'),
    )
    expect(draft.description).to.have.length(TRANSACTION_TEXT_MAX.description)
    expect(draft.description!.endsWith(TRUNCATION_MARK)).to.equal(true)
    expect(draft.merchant).to.have.length(TRANSACTION_TEXT_MAX.merchant)
    expect(draft).to.include({ amount: '4.50', type: 'expense', source: 'bank_sync' })
  })
})
