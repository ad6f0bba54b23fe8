import { expect } from 'chai'
import { Writable } from 'node:stream'
import { createAccount, uploadInit } from '../support/import-requests.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

const camt = (extra: string, prolog = '') =>
  `<?xml version="1.0"?>\n${prolog}<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>\n<Stmt><Id>S</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>\n<Ntry><Amt Ccy="USD">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-04-01</Dt></BookgDt>${extra}</Ntry>\n</Stmt></BkToCstmrStmt></Document>\n`

const HOSTILE: Record<string, { file: string; line: number }> = {
  'an external entity': {
    file: camt(
      '<AddtlNtryInf>&x;</AddtlNtryInf>',
      '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n',
    ),
    line: 2,
  },
  'an element named __proto__': { file: camt('<__proto__><a>1</a></__proto__>'), line: 4 },
  'CAMT nested 150 deep': { file: camt(`${'<X>'.repeat(150)}${'</X>'.repeat(150)}`), line: 4 },
  'a NUL byte after 8 KiB of CSV': {
    file: `Date,Description,Amount\n${'2026-04-01,Corner shop,-2.50\n'.repeat(400)}2026-04-02,Bad\u0000byte,-1.00\n`,
    line: 402,
  },
}

describe('imports: hostile files are a 422 with their line, never a 500 or a stack trace in the log', () => {
  let app: TestApp
  const logged: string[] = []
  before(async () => {
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => {
        logged.push(chunk.toString())
        done()
      },
    })
    app = await startTestApp({ logSink: sink, env: { LOG_LEVEL: 'info' } })
  })
  after(async () => app.close())

  for (const [name, { file, line }] of Object.entries(HOSTILE)) {
    it(`${name}: 422 statement_unreadable at line ${line}`, async () => {
      const user = newUser()
      const account = await createAccount(app, user.auth)
      const res = await app.fetch('/imports/', uploadInit(user.auth, file, { account_id: account.id }))
      expect(res.status).to.equal(422)
      expect(await res.json()).to.include({ code: 'statement_unreadable', line })
    })
  }

  it('logged no stack trace and no error', () => {
    const text = logged.join('')
    expect(text).to.not.match(/"stack"|\n\s+at /)
    expect(text).to.not.match(/"level":(50|60)/)
  })
})
