import { expect } from 'chai'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Decimal } from '../../src/domain/money.js'
import { commitImport, createAccount, uploadInit, type ImportBody } from '../support/import-requests.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

/**
 * Optional contract check: uploads every real statement file of ../shared/fixtures/statements
 * (other projects' test files, outside this repository, present beside CI's checkout) through
 * POST /imports with the real readers, and holds each to its manifest: a file that must be read
 * gives exactly the expected lines and signed sum (retried with the manifest's mapping or day
 * order when the first upload is refused, as a user would be asked), a file that must be refused
 * is a 4xx problem, none is a 5xx, and re-importing a committed file adds 0 new lines.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
// SHARED_FIXTURES names the folder when it is not beside the checkout (a git worktree elsewhere).
const FIXTURES = resolve(process.env.SHARED_FIXTURES ?? resolve(repoRoot, '../shared/fixtures'), 'statements')

interface ManifestFile {
  readonly file: string
  readonly expect: 'read' | 'refuse' | 'either'
  readonly currency?: string
  readonly mapping?: Record<string, unknown>
  readonly date_order?: string
  readonly expected: { readonly transactions: number; readonly sum: string | null }
}

const manifest: ManifestFile[] = existsSync(join(FIXTURES, 'manifest.json'))
  ? (JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')) as { files: ManifestFile[] }).files
  : []

interface RowBody {
  readonly amount: string
  readonly type: 'expense' | 'income'
}

describe('imports: contract replay of the shared real statement files (../shared/fixtures/statements)', function () {
  this.timeout(120_000)
  let app: TestApp
  before(async function () {
    if (manifest.length === 0) {
      console.log(`    (skipped: no statement fixtures at ${FIXTURES})`)
      this.skip()
    }
    app = await startTestApp()
  })
  after(async () => app?.close())

  const upload = async (
    auth: Record<string, string>,
    accountId: string,
    entry: ManifestFile,
    retry: boolean,
  ) => {
    const bytes = readFileSync(join(FIXTURES, entry.file))
    const form = uploadInit(auth, new Uint8Array(bytes), {
      account_id: accountId,
      ...(retry && entry.mapping ? { mapping: JSON.stringify(entry.mapping) } : {}),
    })
    if (retry && entry.date_order) (form.body as FormData).set('date_order', entry.date_order)
    ;(form.body as FormData).set('file', new Blob([new Uint8Array(bytes)]), basename(entry.file))
    const res = await app.fetch('/imports/', form)
    expect(res.status, `${entry.file}: never a 5xx (${res.status})`).to.be.below(500)
    return res
  }

  const nonZeroRows = async (auth: Record<string, string>, id: string) => {
    const res = await app.fetch(`/imports/${id}/rows?limit=1000`, jsonInit('GET', undefined, auth))
    const rows = (await res.json()) as RowBody[]
    return rows.filter((r) => !new Decimal(r.amount).isZero())
  }

  if (manifest.length === 0)
    it('replays every file (skipped: the folder is absent)', function () {
      this.skip()
    })
  for (const entry of manifest) {
    it(`${entry.file} (${entry.expect})`, async () => {
      const user = newUser()
      const account = await createAccount(app, user.auth, { currency: entry.currency ?? 'USD' })
      // A card export's sign convention is stated by no file: the user gives it with the first upload.
      let retried = entry.mapping?.flip_amount_sign === true
      let res = await upload(user.auth, account.id, entry, retried)
      if (!retried && res.status >= 400 && (entry.mapping || entry.date_order) && entry.expect !== 'refuse') {
        retried = true
        res = await upload(user.auth, account.id, entry, retried)
      }

      if (res.status >= 400) {
        expect(res.headers.get('content-type')).to.match(/application\/problem\+json/)
        expect(entry.expect, `${entry.file} refused: ${await res.text()}`).to.not.equal('read')
        return
      }
      expect(res.status).to.equal(201)
      expect(entry.expect, `${entry.file} must be refused`).to.not.equal('refuse')
      const preview = (await res.json()) as ImportBody
      const rows = await nonZeroRows(user.auth, preview.id)
      let sum = new Decimal(0)
      for (const r of rows) sum = r.type === 'expense' ? sum.minus(r.amount) : sum.plus(r.amount)
      expect(rows.length, `${entry.file}: lines`).to.equal(entry.expected.transactions)
      if (entry.expected.sum !== null)
        expect(sum.toFixed(), `${entry.file}: sum`).to.equal(new Decimal(entry.expected.sum).toFixed())

      await commitImport(app, user.auth, preview.id)
      const again = await upload(user.auth, account.id, entry, retried)
      expect(again.status).to.equal(201)
      expect(
        ((await again.json()) as ImportBody).counts.new,
        `${entry.file}: re-import adds nothing`,
      ).to.equal(0)
    })
  }
})
