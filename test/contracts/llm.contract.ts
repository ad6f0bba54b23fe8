import { expect } from 'chai'
import { z } from 'zod'
import { LlmNotConfiguredError, UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { Llm, LlmStreamEvent } from '../../src/application/ports/llm.js'
import { expectRejection } from '../support/expect-rejection.js'

/** An Llm under test and the model behind it, which the contract scripts. */
export interface LlmSubject {
  readonly port: Llm
  /** The next structured answer is this JSON value. */
  readonly answerJson: (value: unknown) => void
  /** The next streamed answer is this text, in pieces, then done with these token counts. */
  readonly answerText: (pieces: readonly string[], usage: { input: number; output: number }) => void
  /** The provider fails every later call. */
  readonly breakDown: () => void
  /** The same kind of Llm without a provider configured. */
  readonly unconfigured: () => Llm
}

const schema = z.object({ merchant: z.string(), amount: z.string() })
const ask = {
  tier: 'fast' as const,
  messages: [{ role: 'user' as const, content: 'parse it' }],
  userId: 'u1',
}

/** What Llm promises (application/ports/llm.ts). */
export function describeLlmContract(make: () => Promise<LlmSubject>) {
  it('structured: the answer, validated against the schema; a wrong shape is UpstreamUnavailableError', async () => {
    const s = await make()
    s.answerJson({ merchant: 'Blue Bottle', amount: '4.50' })
    expect(await s.port.structured({ ...ask, schema, schemaName: 'receipt' })).to.deep.equal({
      merchant: 'Blue Bottle',
      amount: '4.50',
    })
    s.answerJson({ merchant: 'Blue Bottle', amount: 4.5 })
    await expectRejection(
      s.port.structured({ ...ask, schema, schemaName: 'receipt' }),
      UpstreamUnavailableError,
    )
  })

  it('stream: text deltas that add up to the answer, then exactly one done with the usage', async () => {
    const s = await make()
    s.answerText(['You spent ', '12.50 USD ', 'on coffee.'], { input: 20, output: 7 })
    const events: LlmStreamEvent[] = []
    for await (const e of s.port.stream(ask)) events.push(e)
    const text = events.map((e) => (e.type === 'text_delta' ? e.delta : '')).join('')
    expect(text).to.equal('You spent 12.50 USD on coffee.')
    expect(events.filter((e) => e.type === 'done')).to.deep.equal([
      { type: 'done', usage: { inputTokens: 20, outputTokens: 7 } },
    ])
    expect(events.at(-1)!.type).to.equal('done')
  })

  it('a failing provider is UpstreamUnavailableError; without a provider, LlmNotConfiguredError', async () => {
    const s = await make()
    s.breakDown()
    await expectRejection(s.port.complete(ask), UpstreamUnavailableError)
    const off = s.unconfigured()
    expect(off.configured).to.equal(false)
    await expectRejection(off.structured({ ...ask, schema, schemaName: 'receipt' }), LlmNotConfiguredError)
  })
}
