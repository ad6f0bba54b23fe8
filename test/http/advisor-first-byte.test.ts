import { asValue } from 'awilix'
import { expect } from 'chai'
import type { RecentUsers } from '../../src/application/ports/user-repository.js'
import { jsonInit } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import {
  ask,
  isReasoning,
  readUiStream,
  startAdvisorApp,
  type AdvisorHarness,
} from '../support/advisor-harness.js'

const SSE = { accept: 'text/event-stream' }

/**
 * The stream's first byte (docs/performance.md "/ai/stream"): the headers and `start` go out as
 * soon as the limits admit the question; the user's settings, intent and memory come after, and a
 * failure there is an error part like any failure after the headers.
 */
describe('advisor stream: the first byte comes before the pre-model work', () => {
  let h: AdvisorHarness
  // The user's settings, held back until a test lets them through (or failing).
  let gate: { open: Promise<void>; release: () => void; fail: boolean }
  const closedGate = () => {
    let release = () => {}
    const open = new Promise<void>((resolve) => (release = resolve))
    return { open, release, fail: false }
  }
  before(async () => {
    h = await startAdvisorApp({
      register: (container) => {
        const real = container.resolve('recentUsers')
        const held: RecentUsers = {
          recent: async (userId) => {
            await gate.open
            if (gate.fail) throw new Error('the users table is unreachable')
            return real.recent(userId)
          },
        }
        container.register({ users: asValue(container.resolve('users')), recentUsers: asValue(held) })
      },
    })
  })
  after(async () => h.close())
  beforeEach(() => {
    h.fake.reset()
    gate = closedGate()
  })

  it('sends the headers and `start` while the user settings are still being read, then answers', async () => {
    const user = newUser()
    h.fake.otherwise({ text: 'You spent 12.50 USD.' })
    const res = await ask(h.app, user.auth, { message: 'How much did I spend on coffee?' }, '/ai/stream', SSE)
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^text\/event-stream/)
    const reader = res.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).to.match(/^data: \{"type":"start","messageId":"msg-/)
    expect(h.fake.requests.filter(isReasoning)).to.have.length(0) // the model was not called yet
    gate.release()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value)
    expect(rest).to.include('"type":"data-meta"')
    expect(rest).to.include('"type":"text-delta"')
    expect(rest).to.include('"type":"finish"')
    expect(rest.endsWith('data: [DONE]\n\n')).to.equal(true)
  })

  it('a failure while preparing the answer (after the headers) is an error part, then [DONE]', async () => {
    const user = newUser()
    gate.fail = true
    gate.release()
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream', SSE)
    expect(res.status).to.equal(200)
    const stream = await readUiStream(res)
    expect(stream.parts.map((p) => p.type)).to.deep.equal(['start', 'error'])
    expect(stream.parts[1]?.errorText).to.match(/^internal_error: /)
    expect(String(stream.parts[1]?.errorText)).not.to.include('unreachable') // no internals leak
    expect(stream.done).to.equal(true)
    expect(h.fake.requests).to.have.length(0)
  })

  it('the same failure on a JSON /ai/ask is still a 500 problem+json', async () => {
    const user = newUser()
    gate.fail = true
    gate.release()
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/ask')
    expect(res.status).to.equal(500)
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/)
  })

  it('a settings change through PATCH /me reaches the next question at once (the cached row is dropped)', async () => {
    const user = newUser()
    gate.release()
    h.fake.otherwise({ text: 'ok' })
    await readUiStream(await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream', SSE))
    const system = () => String(h.fake.requests.filter(isReasoning).at(-1)?.messages[0]?.content)
    expect(system()).to.include('base currency is USD')
    expect(
      (await h.app.fetch('/me', jsonInit('PATCH', { base_currency: 'EUR' }, user.auth))).status,
    ).to.equal(200)
    await readUiStream(await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream', SSE))
    expect(system()).to.include('base currency is EUR')
  })
})
