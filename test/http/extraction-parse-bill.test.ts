import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import { FakeOpenAi } from '../support/fake-openai.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')

const billAnswer = {
  merchant: 'Harbor Diner',
  date: '2026-03-04',
  currency: 'USD',
  subtotal: '25.50',
  tax: '2.04',
  tip: '4.00',
  total: '31.54',
  line_items: [
    { description: 'Pancakes', quantity: '2', unit_price: '8.75', amount: '17.50' },
    { description: 'Coffee', quantity: '2', unit_price: '4.00', amount: '8.00' },
  ],
}

describe('POST /ai/parse-bill', () => {
  let fake: FakeOpenAi
  let app: TestApp
  let bare: TestApp
  const user = newUser()
  const postJson = (body: unknown, target = app) =>
    target.fetch('/ai/parse-bill', jsonInit('POST', body, user.auth))
  const postForm = (form: FormData) =>
    app.fetch('/ai/parse-bill', { method: 'POST', body: form, headers: user.auth })
  const formWith = (bytes: Buffer, type: string, name = 'bill') => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    return form
  }

  before(async () => {
    fake = await FakeOpenAi.start()
    app = await startTestApp({
      env: {
        LLM_API_KEY: 'test-key',
        LLM_BASE_URL: fake.url,
        LLM_FAST_MODEL: 'fast-model',
        LLM_MAX_RETRIES: '0',
      },
    })
    bare = await startTestApp()
  })
  after(async () => {
    await app.close()
    await bare.close()
    await fake.close()
  })
  beforeEach(() => {
    fake.reset()
    fake.otherwise({ json: billAnswer })
  })

  it('reads a text bill on the fast tier: exact decimals, line items, no warnings when it adds up', async () => {
    const res = await postJson({
      text: 'HARBOR DINER\n2 Pancakes 17.50\n2 Coffee 8.00\nSubtotal 25.50\nTax 2.04\nTip 4.00\nTotal 31.54',
    })
    expect(res.status).to.equal(200)
    expect(await res.json()).to.deep.equal({
      merchant: 'Harbor Diner',
      date: '2026-03-04',
      currency: 'USD',
      subtotal: '25.50',
      tax: '2.04',
      tip: '4.00',
      total: '31.54',
      line_items: [
        { description: 'Pancakes', quantity: '2', unit_price: '8.75', amount: '17.50' },
        { description: 'Coffee', quantity: '2', unit_price: '4.00', amount: '8.00' },
      ],
      warnings: [],
    })
    expect(fake.requests[0]!.model).to.equal('fast-model')
    expect(fake.requests[0]!.responseFormat).to.deep.nested.include({ 'json_schema.name': 'bill' })
    expect(fake.requests[0]!.promptText).to.include('HARBOR DINER')
  })

  it('reports arithmetic that does not hold in warnings', async () => {
    fake.otherwise({ json: { ...billAnswer, subtotal: '26.50', total: '33.00' } })
    const body = (await (await postJson({ text: 'a bill' })).json()) as {
      warnings: { code: string; expected: string; actual: string }[]
    }
    expect(body.warnings.map((w) => [w.code, w.expected, w.actual])).to.deep.equal([
      ['items_subtotal_mismatch', '25.50', '26.50'],
      ['total_mismatch', '32.54', '33.00'],
    ])
  })

  it('sends a JSON base64 image to the model inline, as a data URL', async () => {
    const res = await postJson({ image_base64: PNG.toString('base64'), mime_type: 'image/png' })
    expect(res.status).to.equal(200)
    expect(fake.requests[0]!.images).to.deep.equal([`data:image/png;base64,${PNG.toString('base64')}`])
  })

  it('takes a multipart upload with a file part', async () => {
    const res = await postForm(formWith(JPEG, 'image/jpeg', 'receipt.jpg'))
    expect(res.status).to.equal(200)
    expect(((await res.json()) as { total: string }).total).to.equal('31.54')
    expect(fake.requests[0]!.images).to.deep.equal([`data:image/jpeg;base64,${JPEG.toString('base64')}`])
  })

  it('refuses an image over 8 MB with 413, before any model call', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)])
    const res = await postForm(formWith(big, 'image/png'))
    expect(res.status).to.equal(413)
    expect(((await res.json()) as { code: string }).code).to.equal('payload_too_large')
    expect(fake.requests).to.be.empty
  })

  it('takes a JSON base64 image of several megabytes (the route reads its own body, past the 1 MiB JSON limit)', async () => {
    const image = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const res = await postJson({ image_base64: image.toString('base64'), mime_type: 'image/png' })
    expect(res.status).to.equal(200)
    expect(fake.requests[0]!.images?.[0]?.length).to.equal(
      'data:image/png;base64,'.length + image.toString('base64').length,
    )
  })

  it('refuses a JSON base64 image over 8 MB decoded with 413, before any model call', async () => {
    const image = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)])
    const res = await postJson({ image_base64: image.toString('base64'), mime_type: 'image/png' })
    expect(res.status).to.equal(413)
    expect(fake.requests).to.be.empty
  })

  it('refuses other image types and other media types with 415', async () => {
    expect((await postForm(formWith(GIF, 'image/gif'))).status).to.equal(415)
    expect((await postForm(formWith(GIF, 'image/png'))).status).to.equal(415) // declared PNG, actually GIF
    expect(
      (await postJson({ image_base64: GIF.toString('base64'), mime_type: 'image/gif' })).status,
    ).to.equal(415)
    const plain = await app.fetch('/ai/parse-bill', {
      method: 'POST',
      body: 'Total 12.00',
      headers: { ...user.auth, 'content-type': 'text/plain' },
    })
    expect(plain.status).to.equal(415)
    expect(fake.requests).to.be.empty
  })

  it('never fetches a URL: an image URL is an unknown field', async () => {
    let hits = 0
    const server: Server = createServer((_req, res) => {
      hits++
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bill.png`
      const res = await postJson({ image_url: url, mime_type: 'image/png' })
      expect(res.status).to.equal(422)
      expect(hits).to.equal(0)
    } finally {
      server.close()
    }
  })

  it('counts against the per-user model limit: beyond it, 429 with Retry-After and no model call', async () => {
    const limited = await startTestApp({
      env: {
        LLM_API_KEY: 'test-key',
        LLM_BASE_URL: fake.url,
        LLM_MAX_RETRIES: '0',
        AI_REQUESTS_PER_MINUTE: '1',
      },
    })
    try {
      const caller = newUser()
      const send = () => limited.fetch('/ai/parse-bill', jsonInit('POST', { text: 'a bill' }, caller.auth))
      expect((await send()).status).to.equal(200)
      const refused = await send()
      expect(refused.status).to.equal(429)
      expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0)
      expect(fake.requests).to.have.length(1)
    } finally {
      await limited.close()
    }
  })

  it('answers 503 llm_not_configured without LLM_API_KEY', async () => {
    const res = await postJson({ text: 'a bill' }, bare)
    expect(res.status).to.equal(503)
    expect(((await res.json()) as { code: string }).code).to.equal('llm_not_configured')
  })
})
