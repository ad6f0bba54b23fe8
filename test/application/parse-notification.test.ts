import { expect } from 'chai'
import { UpstreamUnavailableError, ValidationError } from '../../src/domain/errors.js'
import { ParseNotification } from '../../src/application/use-cases/extraction/parse-notification.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryNotificationReadingRepository } from '../fakes/in-memory-notification-reading-repository.js'
import { InMemoryNotificationTemplateRepository } from '../fakes/in-memory-notification-template-repository.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'

const UNKNOWN_FORMAT = 'mBank: karta *5521 · ŻABKA Z1234 · 89,99 PLN'

const modelAnswer = (extra: Record<string, unknown> = {}) => ({
  is_transaction: true,
  reason: null,
  type: 'expense',
  direction: 'debit',
  amount: '89,99',
  currency: 'pln',
  merchant: 'ŻABKA Z1234',
  account_last4: '5521',
  balance_after: null,
  occurred_at: null,
  reference: null,
  confidence: 0.8,
  ...extra,
})

function setup(llm = new FakeLlm()) {
  const clock = new FixedClock('2026-03-06T12:00:00Z')
  const admitted: string[] = []
  const modelUseLimit = { admit: async (userId: string) => void admitted.push(userId) }
  const parse = new ParseNotification({
    llm,
    modelUseLimit,
    clock,
    extractionPolicy: { rulesMinConfidence: 0.75, maxNotificationChars: 4000 },
    notificationTemplates: new InMemoryNotificationTemplateRepository(),
    notificationReadings: new InMemoryNotificationReadingRepository(),
    ids: new FakeIdGenerator(),
    log: new FakeLog(),
  })
  return { parse, llm, clock, admitted }
}

describe('ParseNotification', () => {
  it('answers known formats with the rules alone, without asking the model', async () => {
    const { parse, llm, admitted } = setup()
    const result = await parse.execute({ userId: 'u1', text: 'Zelle: You received $150.00 from Daniel Kim.' })
    expect(result).to.deep.include({ isTransaction: true, method: 'rules' })
    expect(result.transaction).to.include({ type: 'income', amount: '150.00', merchant: 'Daniel Kim' })
    expect(llm.requests).to.be.empty
    expect(admitted, 'the rules use no model budget').to.be.empty
  })

  it('asks the fast tier for formats the rules do not know, and normalises its answer', async () => {
    const { parse, llm, admitted } = setup(new FakeLlm().answer(modelAnswer()))
    const result = await parse.execute({ userId: 'u1', text: UNKNOWN_FORMAT, app: 'mBank' })
    expect(result).to.deep.include({ isTransaction: true, method: 'llm', confidence: 0.8 })
    expect(result.transaction).to.include({
      type: 'expense',
      amount: '89.99',
      currency: 'PLN',
      merchant: 'ŻABKA Z1234',
      accountLast4: '5521',
    })
    expect(result.transaction!.occurredAt.toISOString()).to.equal('2026-03-06T12:00:00.000Z')
    expect(llm.requests[0]).to.include({ tier: 'fast', userId: 'u1', schemaName: 'notification_transaction' })
    expect(admitted).to.deep.equal(['u1'])
  })

  it('does not trust an amount the model made up', async () => {
    const { parse } = setup(new FakeLlm().answer(modelAnswer({ amount: '98.99' })))
    const result = await parse.execute({ userId: 'u1', text: UNKNOWN_FORMAT })
    expect(result).to.deep.include({ isTransaction: false, transaction: null, method: 'llm' })
  })

  it('drops a balance or a card number that is not in the text', async () => {
    const { parse } = setup(
      new FakeLlm().answer(modelAnswer({ balance_after: '1000.00', account_last4: '9999' })),
    )
    const result = await parse.execute({ userId: 'u1', text: UNKNOWN_FORMAT })
    expect(result.transaction).to.include({ balanceAfter: null, accountLast4: null })
  })

  it('passes on the model saying it is not a transaction', async () => {
    const answer = {
      ...modelAnswer(),
      is_transaction: false,
      reason: 'promotion',
      type: null,
      amount: null,
      currency: null,
      confidence: 0.9,
    }
    const { parse } = setup(new FakeLlm().answer(answer))
    const result = await parse.execute({ userId: 'u1', text: UNKNOWN_FORMAT })
    expect(result).to.deep.include({
      isTransaction: false,
      method: 'llm',
      reason: 'promotion',
      confidence: 0.9,
    })
  })

  it('works with the rules alone when no model is configured', async () => {
    const { parse, llm } = setup(new FakeLlm({ configured: false }))
    const result = await parse.execute({ userId: 'u1', text: UNKNOWN_FORMAT })
    expect(result).to.deep.include({ isTransaction: false, transaction: null, method: 'rules' })
    expect(llm.requests).to.be.empty
  })

  it('asks the model about a payment the rules cannot tell happened, and takes its refusal', async () => {
    const text = 'Acme Bank: Your payment of $120.00 to CITY POWER is on hold until you verify it.'
    const refusal = {
      ...modelAnswer(),
      is_transaction: false,
      reason: 'reminder',
      amount: null,
      confidence: 0.9,
    }
    const { parse, llm } = setup(new FakeLlm().answer(refusal))
    const result = await parse.execute({ userId: 'u1', text })
    expect(result).to.deep.include({ isTransaction: false, method: 'llm', reason: 'reminder' })
    expect(llm.requests).to.have.length(1)

    const alone = await setup(new FakeLlm({ configured: false })).parse.execute({ userId: 'u1', text })
    expect(alone).to.deep.include({
      isTransaction: false,
      transaction: null,
      method: 'rules',
      confidence: 0.2,
    })
  })

  it("lets the model's failure through (the caller gets a 503)", async () => {
    const { parse } = setup(new FakeLlm().failWith(new UpstreamUnavailableError('llm')))
    await expectRejection(parse.execute({ userId: 'u1', text: UNKNOWN_FORMAT }), UpstreamUnavailableError)
  })

  it('refuses an empty text', async () => {
    const { parse } = setup()
    await expectRejection(parse.execute({ userId: 'u1', text: '   ' }), ValidationError)
  })
})
