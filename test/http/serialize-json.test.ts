import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { expect } from 'chai'
import Koa from 'koa'
import {
  etagOfBytes,
  composeJson,
  jsonOncePerObject,
  serializeJsonBody,
  utf8Bytes,
} from '../../src/adapters/http/serialize-json.js'
import { quoteJson, quoteView } from '../../src/adapters/http/market/market-views.js'
import type { StockQuote } from '../../src/domain/market/market-data.js'

const quote = (symbol: string): StockQuote =>
  ({
    symbol,
    name: `${symbol} Inc. "quoted" \u2028`,
    price: 244.6,
    change: -1.25,
    changePercent: -0.51,
    currency: 'USD',
    previousClose: 245.85,
    open: 245,
    dayHigh: 246,
    dayLow: 244,
    volume: 1_000_000,
    marketState: 'REGULAR',
    exchange: 'NMS',
    asOf: new Date('2026-11-24T15:30:00Z'),
  }) as StockQuote

describe('JSON serialised once per cached object', () => {
  it('gives the same text, and the same entity tag, for the same object; a new object is serialised anew', () => {
    let views = 0
    const once = jsonOncePerObject((q: StockQuote) => (views++, quoteView(q)))
    const a = quote('AAPL')
    expect(once(a)).to.equal(once(a))
    expect(views).to.equal(1)
    expect(once(a).text).to.equal(JSON.stringify(quoteView(a)))
    expect(once(a).etag).to.equal(etagOfBytes(JSON.stringify(quoteView(a))))
    // Written as its UTF-8 bytes (the name holds a quote, U+2028 and more), made once.
    expect(once(a).bytes.equals(Buffer.from(JSON.stringify(quoteView(a))))).to.equal(true)
    expect(once(a).bytes).to.equal(once(a).bytes)
    expect(once(quote('AAPL'))).to.not.equal(once(a))
    expect(views).to.equal(2)
  })

  it('composes a batch body byte for byte as JSON.stringify of the whole object does', () => {
    const stocks = [quote('AAPL'), quote('MSFT')]
    const composed = composeJson([
      Buffer.from('{"stocks":'),
      stocks.map(quoteJson),
      Buffer.from(',"crypto":'),
      [],
      Buffer.from(',"one":'),
      [quoteJson(stocks[0]!)],
      Buffer.from('}'),
    ])
    const whole = JSON.stringify({ stocks: stocks.map(quoteView), crypto: [], one: [quoteView(stocks[0]!)] })
    expect(composed.text).to.equal(whole)
    expect(composed.bytes.equals(Buffer.from(whole))).to.equal(true)
    expect(composed.etag).to.equal(etagOfBytes(whole))
  })
})

describe('a JSON body on its way out', () => {
  const contextWith = (body: unknown) => {
    const req = new IncomingMessage(new Socket())
    const ctx = new Koa().createContext(req, new ServerResponse(req))
    ctx.body = body
    return ctx
  }

  it('is written as the UTF-8 bytes of JSON.stringify, typed as JSON, with their length', () => {
    const page = [{ merchant: 'Café "Ölçü" \u2028 🍵', amount: '4.50', at: new Date('2026-11-24T08:30:00Z') }]
    const ctx = contextWith(page)
    ctx.status = 201

    serializeJsonBody(ctx)

    expect(Buffer.isBuffer(ctx.body)).to.equal(true)
    expect((ctx.body as Buffer).equals(Buffer.from(JSON.stringify(page)))).to.equal(true)
    expect(ctx.length).to.equal(Buffer.byteLength(JSON.stringify(page)))
    expect(ctx.response.get('Content-Type')).to.equal('application/json; charset=utf-8')
    expect(ctx.status).to.equal(201)
  })

  it('makes the same bytes Buffer.from makes, whatever the text holds', () => {
    for (const text of [
      '',
      'plain',
      'é ü ş',
      '\u2028 € 🍵',
      '\ud800 lone \udfff surrogates',
      'x'.repeat(70_000),
    ])
      expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).to.equal(true)
  })
})
