import { expect } from 'chai'
import { DEFAULT_CATEGORIES } from '../../src/domain/categories/category.js'
import { merchantKey } from '../../src/domain/categories/merchant-key.js'
import { findInsights } from '../../src/domain/insights/find-insights.js'
import { DEFAULT_INSIGHT_THRESHOLDS } from '../../src/domain/insights/insight.js'
import { LABELLED_MERCHANTS } from '../fixtures/categorization/labelled-merchants.js'
import { LABELLED_TRANSACTIONS } from '../fixtures/categorization/labelled-transactions.js'
import { insightTx } from '../support/insights-builders.js'

/** [what arrives, its key]: one row per kind of noise the key removes. */
const CASES: readonly (readonly [string, string])[] = [
  // Case, spacing, accents, Turkish dotless and dotted i, German sharp s, full-width letters.
  ['  Blue   BOTTLE ', 'blue bottle'],
  ['Café Nero', 'cafe nero'],
  ['Migros Kadıköy', 'migros'],
  ['MİGROS', 'migros'],
  ['Straße', 'strasse'],
  ['ＳＴＡＲＢＵＣＫＳ', 'starbucks'],
  // Payment processors before a star.
  ['SQ *BLUE BOTTLE #123 SAN FRANCISCO US', 'blue bottle'],
  ['TST* SHAKE SHACK 1234 NEW YORK NY', 'shake shack'],
  ['TST*SHAKE SHACK', 'shake shack'],
  ['PAYPAL *SPOTIFY 4029357733 P13A2', 'spotify'],
  ['PP*SPOTIFY', 'spotify'],
  ['SUMUP *CAFE ALMA', 'cafe alma'],
  ['ZETTLE_*KAFFEEBAR', 'kaffeebar'],
  ['IZ *BAKERY BROS', 'bakery bros'],
  ['GOOGLE *YOUTUBE PREMIUM', 'youtube premium'],
  ['IYZICO *TRENDYOL ISTANBUL TR', 'trendyol'],
  ['RAZORPAY*OLA CABS', 'ola cabs'],
  // ...but a brand's own star stays part of the name.
  ['UBER *EATS', 'uber eats'],
  ['UBER *TRIP HELP.UBER.COM CA', 'uber trip'],
  // Bank, card and channel words before the name, in several languages; card numbers.
  ['POS BLUE BOTTLE COFFEE OAKLAND CA', 'blue bottle'],
  ['VISA DEBIT 1234 BOOTS 1024 LONDON GB', 'boots'],
  ['CARD 4321 TESCO STORES 2211', 'tesco'],
  ['PURCHASE AUTHORIZED ON 03/12 STARBUCKS STORE 12345 SEATTLE WA', 'starbucks'],
  ['CONTACTLESS COSTA COFFEE LONDON GB', 'costa'],
  ['KARTENZAHLUNG REWE MARKT GMBH 12.03', 'rewe'],
  ['CB CARREFOUR 12/03', 'carrefour'],
  ['COMPRA TARJETA ZARA BARCELONA', 'zara'],
  ['POS HARCAMA MIGROS TIC AS BESIKTAS', 'migros'],
  ['KREDI KARTI BIM BIRLESIK MAGAZALAR', 'bim'],
  ['ACH DEBIT COMCAST', 'comcast'],
  ['XX1234 NETFLIX', 'netflix'],
  // Store numbers, phone numbers and reference codes, with whatever follows them.
  ['WALGREENS #1234 CHICAGO IL', 'walgreens'],
  ['STARBUCKS STORE 0042', 'starbucks'],
  ['NETFLIX.COM 866-579-7172 CA', 'netflix'],
  ['AMZN Mktp US*2K3L45PQ1', 'amazon'],
  ['AIRBNB * HMABC12345 AIRBNB.COM CA', 'airbnb'],
  // City, state and country after the name.
  ['STARBUCKS SAN FRANCISCO CA', 'starbucks'],
  ['TESCO LONDON GB', 'tesco'],
  ['MIGROS KADIKOY ISTANBUL TR', 'migros'],
  ['SWIGGY BANGALORE IN', 'swiggy'],
  ['IKEA 123 BERLIN DE', 'ikea'],
  ['SPOTIFY USA', 'spotify'],
  // Web addresses.
  ['NETFLIX.COM', 'netflix'],
  ['WWW.IRCTC.CO.IN', 'irctc'],
  ['https://www.udemy.com/cart', 'udemy'],
  ['AMAZON.CO.UK*MK1234 LONDON GB', 'amazon'],
  ['APPLE.COM/BILL 866-712-7753 CA', 'apple'],
  // UPI lines and handles.
  ['UPI/P2M/412345678901/SWIGGY/YESB/swiggy@ybl', 'swiggy'],
  ['UPI-ZOMATO LTD-zomato@hdfcbank-HDFC0000001-412345678901-UPI', 'zomato'],
  ['UPI/DR/412345678901/Zomato Ltd/HDFC/zomato.payu@hdfcbank/Payment', 'zomato'],
  ['VPA swiggy@ybl', 'swiggy'],
  ['zomato.payu@hdfcbank', 'zomato'],
  // Dates and times.
  ['12 Mar 2026 DMART 0042 PUNE', 'dmart'],
  ['STARBUCKS Oct 7, 2023 10:13AM', 'starbucks'],
  ['foreign transaction fee 2026-03-12', 'foreign transaction fee'],
  // Company forms.
  ['Tesco Stores Ltd', 'tesco'],
  ['MİGROS TİCARET A.Ş.', 'migros'],
  ['ŞOK MARKETLER TİC. A.Ş.', 'sok'],
  ['LIDL GMBH & CO KG', 'lidl'],
  ['BHARAT PETROLEUM CORP LTD PUNE', 'bharat petroleum'],
  ['ACME WIDGETS INC', 'acme widgets'],
  ['RYANAIR DAC', 'ryanair'],
  // Marks inside words that statements keep or drop.
  ["Trader Joe's", 'trader joes'],
  ['TRADER JOE S #552', 'trader joes'],
  ['WAL-MART #1234', 'walmart'],
  ['T.J. MAXX #0453', 'tj maxx'],
  ['H & M', 'h&m'],
  ['AT & T *PAYMENT 800-288-2020 TX', 'at&t'],
  ['MARKS & SPENCER 123 OXFORD ST', 'marks and spencer'],
  ['7-ELEVEN 35121 DALLAS TX', '7eleven'],
  ['7 ELEVEN', '7eleven'],
  // Brands with digits keep them.
  ['A101 4521 KADIKOY ISTANBUL', 'a101'],
  // "In" and "on" open names (a bank's "AUTHORIZED ON" is one phrase); a warehouse is a shop kind.
  ['IN N OUT BURGER 123', 'in n out burger'],
  ['COSTCO WHSE #0123 SEATTLE WA', 'costco'],
]

describe('merchantKey: one key for every spelling of a merchant', () => {
  for (const [raw, key] of CASES)
    it(`${JSON.stringify(raw)} -> ${JSON.stringify(key)}`, () => expect(merchantKey(raw)).to.equal(key))

  it('answers null when no name is left, and for no text', () => {
    for (const raw of [null, undefined, '', '   ', '#1234', '12/03/2026', '***', '866-579-7172'])
      expect(merchantKey(raw), String(raw)).to.equal(null)
  })

  it('never removes the last word: a merchant named like noise keeps its name', () => {
    for (const [raw, key] of [
      ['Coffee', 'coffee'],
      ['London', 'london'],
      ['Market', 'market'],
      ['POS', 'pos'],
      ['Visa', 'visa'],
      ['Paris Baguette', 'paris baguette'],
      ['London Drugs', 'london drugs'],
      ['The Coffee', 'coffee'],
    ])
      expect(merchantKey(raw), raw).to.equal(key)
  })

  it('is stable: the key of a key is the key', () => {
    for (const t of LABELLED_TRANSACTIONS) {
      const key = merchantKey(t.merchant)
      expect(merchantKey(key), t.merchant).to.equal(key)
    }
  })

  it('keeps merchants apart that share words', () => {
    const keys = [
      'UBER *EATS',
      'UBER *TRIP',
      'APPLE STORE R123',
      'APPLE.COM/BILL',
      'AMAZON PRIME*2K3',
      'AMZN Mktp US',
    ]
    expect(new Set(keys.map(merchantKey)).size).to.equal(keys.length)
  })

  // What the key does not join, said here so nobody takes it for a promise (docs/categories.md).
  it('known limits: abbreviations, run-together words, German ue and unlisted towns stay apart', () => {
    const apart: [string, string][] = [
      ['WHOLEFDS MKT 10234', 'Whole Foods Market'],
      ['D MART', 'DMART'],
      ['ALDI SUED', 'ALDI SÜD'],
      ['BLUE BOTTLE COFFEE PETALUMA CA', 'Blue Bottle'],
      ['BPCL', 'Bharat Petroleum'],
    ]
    for (const [a, b] of apart) expect(merchantKey(a), `${a} / ${b}`).not.to.equal(merchantKey(b))
  })
})

describe('the labelled set (test/fixtures/categorization)', () => {
  it('holds 150+ transactions over 40+ merchants, 3-6 spellings each, in default categories', () => {
    const names = new Set(DEFAULT_CATEGORIES.map((c) => c.name))
    expect(LABELLED_TRANSACTIONS.length).to.be.at.least(150)
    expect(LABELLED_MERCHANTS.length).to.be.at.least(40)
    for (const m of LABELLED_MERCHANTS) {
      expect(m.spellings.length, m.brand).to.be.within(3, 6)
      expect(names.has(m.category), m.category).to.equal(true)
    }
  })

  it("puts each merchant's categorised transaction first in time", () => {
    for (const m of LABELLED_MERCHANTS) {
      const rows = LABELLED_TRANSACTIONS.filter((t) => t.brand === m.brand)
      const first = rows.find((t) => t.first)!
      for (const t of rows) expect(t.occurredAt >= first.occurredAt, t.merchant).to.equal(true)
    }
  })

  it('key agreement: every spelling of a merchant has its key, and no two merchants share one', () => {
    const owners = new Map<string, string>()
    for (const m of LABELLED_MERCHANTS) {
      const key = merchantKey(m.spellings[0])
      expect(key, m.brand).to.be.a('string')
      for (const spelling of m.spellings)
        expect(merchantKey(spelling), `${m.brand}: ${spelling}`).to.equal(key)
      expect(owners.get(key!), `${m.brand} and ${owners.get(key!)} share "${key}"`).to.equal(undefined)
      owners.set(key!, m.brand)
    }
  })
})

describe('insights compare merchants by the same key', () => {
  it('sees a duplicate charge written two ways', () => {
    const findings = findInsights(
      [
        insightTx({ amount: '15.49', at: '2026-03-13T20:00:00Z', merchant: 'Netflix' }),
        insightTx({ amount: '15.49', at: '2026-03-14T08:00:00Z', merchant: 'NETFLIX.COM 866-579-7172 CA' }),
      ],
      new Date('2026-03-15T12:00:00Z'),
      DEFAULT_INSIGHT_THRESHOLDS,
    )
    expect(findings.map((f) => f.kind)).to.include('duplicate_charge')
  })
})
