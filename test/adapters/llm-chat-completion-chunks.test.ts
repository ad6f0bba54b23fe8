import { expect } from 'chai'
import { chatCompletionChunks } from '../../src/adapters/llm/chat-completion-chunks.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { expectRejection } from '../support/expect-rejection.js'

/** The raw body as packets: the SSE framing may split anywhere, even inside a UTF-8 character. */
async function* packets(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? new TextEncoder().encode(part) : part
}

async function collect(body: AsyncIterable<Uint8Array>): Promise<unknown[]> {
  const out: unknown[] = []
  for await (const chunk of chatCompletionChunks(body)) out.push(chunk)
  return out
}

const chunk = (content: string) => ({ choices: [{ index: 0, delta: { content } }] })

describe('chatCompletionChunks: a streamed chat completion read from its SSE body', () => {
  it('yields each event’s JSON, across packet boundaries, CRLF lines and comments', async () => {
    const euro = new TextEncoder().encode(`data: ${JSON.stringify(chunk('5 €'))}\n\n`)
    const cut = euro.length - 5 // inside the euro sign's three bytes
    const chunks = await collect(
      packets(
        ': keep-alive\n\n',
        `data: ${JSON.stringify(chunk('Hel'))}\r\n\r\ndata: ${JSON.stringify(chunk('lo'))}\n`,
        '\n',
        euro.slice(0, cut),
        euro.slice(cut),
        'data: [DONE]\n\n',
      ),
    )
    expect(chunks).to.deep.equal([chunk('Hel'), chunk('lo'), chunk('5 €')])
  })

  it('ends at [DONE], reading the rest of the body without yielding it', async () => {
    let readToTheEnd = false
    async function* body(): AsyncGenerator<Uint8Array> {
      yield* packets(
        `data: ${JSON.stringify(chunk('a'))}\n\ndata: [DONE]\n\n`,
        `data: ${JSON.stringify(chunk('b'))}\n\n`,
      )
      readToTheEnd = true
    }
    expect(await collect(body())).to.deep.equal([chunk('a')])
    await new Promise((resolve) => setImmediate(resolve))
    expect(readToTheEnd).to.equal(true)
  })

  it('ends the answer at [DONE] without waiting for the body to end', async () => {
    let endBody = () => {}
    let ended = false
    async function* body(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode(`data: ${JSON.stringify(chunk('a'))}\n\ndata: [DONE]\n\n`)
      await new Promise<void>((resolve) => (endBody = resolve))
      ended = true
    }
    expect(await collect(body())).to.deep.equal([chunk('a')])
    expect(ended).to.equal(false)
    endBody()
    await new Promise((resolve) => setImmediate(resolve))
    expect(ended).to.equal(true)
  })

  it('gives the body up when the consumer stops early', async () => {
    let givenUp = false
    async function* body(): AsyncGenerator<Uint8Array> {
      try {
        yield* packets(`data: ${JSON.stringify(chunk('a'))}\n\n`, `data: ${JSON.stringify(chunk('b'))}\n\n`)
      } finally {
        givenUp = true
      }
    }
    for await (const first of chatCompletionChunks(body())) {
      expect(first).to.deep.equal(chunk('a'))
      break
    }
    expect(givenUp).to.equal(true)
  })

  it('a chunk carrying an error, or data that is not JSON, is UpstreamUnavailableError', async () => {
    const failed = await expectRejection(
      collect(packets(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`)),
      UpstreamUnavailableError,
    )
    expect(failed.message).to.not.include('overloaded')
    await expectRejection(collect(packets('data: {not json\n\n')), UpstreamUnavailableError)
  })
})
