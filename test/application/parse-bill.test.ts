import { expect } from 'chai'
import { LlmNotConfiguredError, UnsupportedMediaTypeError } from '../../src/domain/errors.js'
import { ParseBill } from '../../src/application/use-cases/extraction/parse-bill.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeLlm } from '../fakes/fake-llm.js'

const answer = {
  merchant: 'Harbor Diner',
  date: '2026-03-04',
  currency: 'usd',
  subtotal: '$25.50',
  tax: '2.04',
  tip: '4.00',
  total: '31.54',
  line_items: [
    { description: 'Pancakes', quantity: '2', unit_price: '8.75', amount: '17.50' },
    { description: 'Coffee', quantity: '2', unit_price: '4.00', amount: '8.00' },
  ],
}
const admitAll = { admit: async () => {} }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe('ParseBill', () => {
  it('reads a text bill on the fast tier, with exact amounts and no warnings when it adds up', async () => {
    const llm = new FakeLlm().answer(answer)
    const { bill, warnings } = await new ParseBill({ llm, modelUseLimit: admitAll }).execute({
      userId: 'u1',
      source: { kind: 'text', text: 'HARBOR DINER ...' },
    })
    expect(bill).to.deep.include({
      merchant: 'Harbor Diner',
      currency: 'USD',
      subtotal: '25.50',
      total: '31.54',
    })
    expect(bill.lineItems[0]).to.deep.equal({
      description: 'Pancakes',
      quantity: '2',
      unitPrice: '8.75',
      amount: '17.50',
    })
    expect(warnings).to.deep.equal([])
    expect(llm.requests[0]).to.include({ tier: 'fast', schemaName: 'bill' })
  })

  it('sends an image inline and warns about arithmetic that does not hold', async () => {
    const llm = new FakeLlm().answer({ ...answer, total: '35.00', tax: 'two dollars' })
    const { bill, warnings } = await new ParseBill({ llm, modelUseLimit: admitAll }).execute({
      userId: 'u1',
      source: { kind: 'image', bytes: PNG, mimeType: 'image/png' },
    })
    expect(bill.tax).to.equal(null)
    expect(warnings.map((w) => w.code)).to.deep.equal(['unreadable_amount', 'total_mismatch'])
    const content = llm.requests[0]!.messages[1]!.content as readonly { type: string; dataBase64?: string }[]
    expect(content.find((p) => p.type === 'image')).to.deep.include({
      mimeType: 'image/png',
      dataBase64: Buffer.from(PNG).toString('base64'),
    })
  })

  it('refuses an image that is not JPEG, PNG or WebP before calling the model', async () => {
    const llm = new FakeLlm()
    await expectRejection(
      new ParseBill({ llm, modelUseLimit: admitAll }).execute({
        userId: 'u1',
        source: { kind: 'image', bytes: new TextEncoder().encode('GIF89a'), mimeType: 'image/gif' },
      }),
      UnsupportedMediaTypeError,
    )
    expect(llm.requests).to.be.empty
  })

  it('needs a configured model', async () => {
    await expectRejection(
      new ParseBill({ llm: new FakeLlm({ configured: false }), modelUseLimit: admitAll }).execute({
        userId: 'u1',
        source: { kind: 'text', text: 'a bill' },
      }),
      LlmNotConfiguredError,
    )
  })
})
