import { expect } from 'chai'
import { accountKind } from '../../src/domain/ledger/account.js'
import {
  holdingKind,
  isHoldingAmount,
  isHoldingSymbol,
  type HoldingDraft,
} from '../../src/domain/ledger/holding.js'
import { isTransactionAmount, transactionKind } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

const d = (value: string) => value as DecimalString

describe('the ledger domain: meaning only', () => {
  it('a transaction amount is above 0 (its type gives the direction); a holding amount is 0 or more', () => {
    expect(['0.01', '12345678901234567890.1'].map((v) => isTransactionAmount(d(v)))).to.deep.equal([
      true,
      true,
    ])
    expect(['0', '0.0', '-3'].map((v) => isTransactionAmount(d(v)))).to.deep.equal([false, false, false])
    expect(['0', '2.5', '-0.01'].map((v) => isHoldingAmount(d(v)))).to.deep.equal([true, true, false])
  })

  it('knows tickers and crypto ids, and stores each in the case its asset type asks for', () => {
    expect(['AAPL', 'BRK.B', '^GSPC', 'EURUSD=X', 'usd-coin'].every(isHoldingSymbol)).to.equal(true)
    expect(['A B', '', '.X', 'x'.repeat(33)].some(isHoldingSymbol)).to.equal(false)
    const draft: HoldingDraft = {
      symbol: 'Bitcoin',
      assetType: 'crypto',
      quantity: d('1'),
      averageCost: null,
      currency: 'USD' as CurrencyCode,
      accountId: null,
      name: null,
    }
    expect(holdingKind.canonical(draft).symbol).to.equal('bitcoin')
    expect(holdingKind.canonical({ ...draft, assetType: 'etf' }).symbol).to.equal('BITCOIN')
  })

  it('names the account a draft refers to: transactions and holdings may, accounts never', () => {
    expect(transactionKind.accountIdOf({ accountId: 'a' } as never)).to.equal('a')
    expect(holdingKind.accountIdOf({ accountId: null } as never)).to.equal(null)
    expect(accountKind.accountIdOf({} as never)).to.equal(null)
  })
})
