import { expect } from 'chai'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import type { LlmStreamEvent } from '../../src/application/ports/llm.js'
import { AdvisorToolbox } from '../../src/application/use-cases/advisor/advisor-toolbox.js'
import { specialistFor } from '../../src/application/use-cases/advisor/specialists.js'
import { toolLoop, type AdvisorEvent } from '../../src/application/use-cases/advisor/tool-loop.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import { InMemoryAccountRepository } from '../fakes/in-memory-account-repository.js'
import { InMemoryHoldingRepository } from '../fakes/in-memory-holding-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { FixedClock } from '../fakes/fixed-clock.js'

/** A scripted model: each stream() call plays the next turn. */
const scriptedLlm = (turns: LlmStreamEvent[][]) => new FakeLlm({ turns })

/** The transactions fake, with listBetween replaced by the test's own. */
function transactionsAnswering(listBetween: TransactionRepository['listBetween']) {
  return new (class extends InMemoryTransactionRepository {
    override listBetween = listBetween
  })()
}

const usage = { inputTokens: 10, outputTokens: 5 }
const settings = { maxToolRounds: 4, maxToolCallsPerRound: 8, maxOutputTokens: 100 }

function toolbox(listBetween: TransactionRepository['listBetween']) {
  return new AdvisorToolbox(
    {
      transactions: transactionsAnswering(listBetween),
      accounts: new InMemoryAccountRepository(),
      holdings: new InMemoryHoldingRepository(),
      clock: new FixedClock('2026-11-21T12:00:00Z'),
      optional: {},
    },
    'user-a',
  )
}

describe('advisor tool loop (use-case level, scripted model)', () => {
  it('stops waiting for tool work as soon as the signal aborts, and calls the model no more', async () => {
    const llm = scriptedLlm([
      [
        { type: 'tool_calls', calls: [{ id: 'c1', name: 'list_transactions', argumentsJson: '{}' }] },
        { type: 'done', usage },
      ],
      [{ type: 'text_delta', delta: 'never' }],
    ])
    let queried: () => void = () => {}
    const started = new Promise<void>((resolve) => (queried = resolve))
    const hanging: TransactionRepository['listBetween'] = () => (queried(), new Promise(() => {})) // a query that never returns
    const controller = new AbortController()
    const run = (async () => {
      const events: AdvisorEvent[] = []
      for await (const e of toolLoop({
        llm,
        toolbox: toolbox(hanging),
        specialist: specialistFor('spending'),
        messages: [],
        memorySources: [],
        userId: 'user-a',
        signal: controller.signal,
        settings,
      }))
        events.push(e)
      return events
    })()
    await started
    controller.abort(new DOMException('the client disconnected', 'AbortError'))
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect((error as Error | undefined)?.name).to.equal('AbortError')
    expect(llm.requests).to.have.length(1)
  })

  it('passes the user id to the tools from the request, and separates the text of two turns', async () => {
    const seen: string[] = []
    const llm = scriptedLlm([
      [
        { type: 'text_delta', delta: 'Let me look.' },
        {
          type: 'tool_calls',
          calls: [{ id: 'c1', name: 'spending_summary', argumentsJson: '{"user_id":"user-b"}' }],
        },
        { type: 'done', usage },
      ],
      [
        { type: 'text_delta', delta: 'Nothing spent.' },
        { type: 'done', usage },
      ],
    ])
    const events: AdvisorEvent[] = []
    const box = toolbox(async (userId) => (seen.push(userId), []))
    for await (const e of toolLoop({
      llm,
      toolbox: box,
      specialist: specialistFor('spending'),
      messages: [],
      memorySources: [],
      userId: 'user-a',
      signal: undefined,
      settings,
    }))
      events.push(e)
    expect(seen).to.deep.equal(['user-a'])
    expect(
      events
        .filter((e) => e.type === 'text')
        .map((e) => (e.type === 'text' ? e.delta : ''))
        .join(''),
    ).to.equal('Let me look.\n\nNothing spent.')
    expect(events.at(-1)).to.deep.equal({ type: 'done', usage: { inputTokens: 20, outputTokens: 10 } })
    const toolMessage = llm.requests[1]?.messages.find((m) => m.role === 'tool')
    expect(JSON.parse(toolMessage?.content as string)).to.include({
      from: '2026-10-23',
      to: '2026-11-21',
      group_by: 'category',
    })
  })
})
