import { expect } from 'chai'
import { unstorableText } from '../../src/adapters/http/storable-text.js'

describe('unstorableText: text Postgres cannot store, with its pointers', () => {
  it('finds nothing in storable text, however it nests', () => {
    const deep: unknown[] = []
    let at = deep
    for (let i = 0; i < 20_000; i++) at = at[0] = [] // deeper than the call stack
    at.push('AAPL')
    for (const value of [
      { stocks: ['AAPL', 'MSFT'], nested: [[{ a: 'x', 'b\u00e9': ['\ud83d\ude00'] }]], n: 1, z: null },
      deep,
      'plain',
      undefined,
    ])
      expect(unstorableText(value, '/body')).to.deep.equal([])
  })

  it('finds NUL and lone surrogates in values and keys at any depth, each with its pointer', () => {
    const value = {
      stocks: ['AAPL', 'MS\u0000FT', ['\ud800']],
      nested: [[{ ok: 'x', 'k~/\udc00': 'y', deep: [{ v: 'a\u0000' }] }]],
      fine: 'z',
    }
    expect(unstorableText(value, '/body').map((e) => e.pointer)).to.deep.equal([
      '/body/nested/0/0/deep/0/v',
      '/body/nested/0/0/k~0~1\udc00',
      '/body/stocks/1',
      '/body/stocks/2/0',
    ])
    expect(unstorableText('\u0000')).to.have.length(1)
  })
})
