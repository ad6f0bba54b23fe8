import { expect } from 'chai'
import { WorkerStatementReader } from '../../src/adapters/statements/worker-statement-reader.js'
import { createAccount, uploadInit } from '../support/import-requests.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

describe('imports: a file is read off the event loop (other requests are answered meanwhile)', function () {
  this.timeout(180_000)
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('the service reads statements with the worker-thread reader', () => {
    expect(app.container.resolve('statementReader')).to.be.instanceOf(WorkerStatementReader)
  })

  it('while 400,000 OFX elements are parsed (then refused, 422), /health keeps answering within a generous bound', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n${'<MEMO>x\n'.repeat(400_000)}</OFX>\n`
    let uploadDone = false
    const upload = app
      .fetch('/imports/', uploadInit(user.auth, ofx, { account_id: account.id }))
      .then(async (res) => {
        uploadDone = true
        return { status: res.status, body: (await res.json()) as Record<string, unknown> }
      })
    const latencies: number[] = []
    while (!uploadDone) {
      const started = performance.now()
      const res = await fetch(`${app.baseUrl}/health`)
      await res.arrayBuffer()
      if (!uploadDone) latencies.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const answer = await upload
    expect(answer.status).to.equal(422)
    expect(answer.body).to.include({ code: 'statement_unreadable' })
    // Read on the event loop, the parse held every request for its whole length (seconds).
    expect(latencies.length).to.be.above(3)
    expect(Math.max(...latencies)).to.be.below(1_500)
  })
})
