import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { ImportRepository } from '../../src/application/ports/import-repository.js'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import type { CsvMapping } from '../../src/domain/imports/statement.js'
import { plannedRow, statementImport } from './import-drafts.js'
import { transactionDraft } from './ledger-drafts.js'

/** An ImportRepository under test and the ledger behind it, which the contract arranges and reads. */
export interface ImportRepositorySubject {
  readonly port: ImportRepository
  readonly transactions: TransactionRepository
  readonly newUserId: () => Promise<string>
  /** A USD account of the user. */
  readonly newAccountId: (userId: string) => Promise<string>
}

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour))

/** What ImportRepository promises (application/ports/import-repository.ts). */
export function describeImportRepositoryContract(make: () => Promise<ImportRepositorySubject>) {
  const arrange = async () => {
    const s = await make()
    const alice = await s.newUserId()
    const bob = await s.newUserId()
    const account = await s.newAccountId(alice)
    const manual = async (extra: Parameters<typeof transactionDraft>[0] = {}) =>
      (await s.transactions.insert(alice, randomUUID(), transactionDraft(extra), at(1))).id
    return { ...s, alice, bob, account, manual }
  }

  it('saves a preview with its rows: the import reads back as saved, its rows in file order in pages, for its user only', async () => {
    const { port, alice, bob, account } = await arrange()
    const rows = [
      plannedRow(3, {
        merchant: 'Kroger',
        category: { name: 'groceries', source: 'rule', confidence: 1 },
        notes: 'n',
      }),
      plannedRow(1),
      plannedRow(2, { status: 'error', transactionId: null, detail: 'the amount is zero', amount: '0' }),
    ]
    const imported = statementImport(alice, account, rows)
    await port.savePreview(imported, rows)
    expect(await port.get(alice, imported.id)).to.deep.equal(imported)
    expect(await port.get(alice, imported.id, true)).to.deep.equal(imported)
    expect(await port.get(bob, imported.id)).to.equal(undefined)
    const first = await port.listRows(alice, imported.id, undefined, 2)
    expect(first.rows.map((r) => r.line)).to.deep.equal([1, 2])
    expect(first.more).to.equal(true)
    const rest = await port.listRows(alice, imported.id, 2, 2)
    expect(rest.more).to.equal(false)
    const { fingerprint: _f, ...listed } = rows[0]!
    expect(rest.rows).to.deep.equal([listed])
    expect((await port.listRows(bob, imported.id, undefined, 10)).rows).to.deep.equal([])
  })

  it("lists the user's imports newest first, in keyset pages", async () => {
    const { port, alice, bob, account } = await arrange()
    const ids = [randomUUID(), randomUUID(), randomUUID()].sort()
    for (const [i, id] of ids.entries())
      await port.savePreview(
        statementImport(alice, account, [], { id, createdAt: i === 1 ? at(5) : at(2) }),
        [],
      )
    const first = await port.list(alice, { limit: 2, after: undefined })
    expect(first.items.map((i) => i.id)).to.deep.equal([ids[1], ids[2]])
    const second = await port.list(alice, { limit: 2, after: first.next })
    expect(second.items.map((i) => i.id)).to.deep.equal([ids[0]])
    expect(second.next).to.equal(undefined)
    expect((await port.list(bob, { limit: 5, after: undefined })).items).to.deep.equal([])
  })

  it('commits: new rows become reconciled import transactions of the account, matches are merged; the import is committed', async () => {
    const { port, transactions, alice, account, manual } = await arrange()
    const loose = await manual({ occurredAt: at(4), accountId: null })
    const fresh = plannedRow(1, {
      description: '',
      merchant: 'Kroger',
      category: { name: 'groceries', source: 'learned', confidence: 0.9 },
      notes: 'rule note',
    })
    const match = plannedRow(4, { status: 'match', transactionId: loose })
    const duplicate = plannedRow(2, { status: 'duplicate', transactionId: null })
    const error = plannedRow(3, { status: 'error', transactionId: null, detail: 'the amount is zero' })
    const rows = [fresh, match, duplicate, error]
    const imported = statementImport(alice, account, rows)
    await port.savePreview(imported, rows)
    const outcome = await port.commit(alice, imported.id, at(20), '1000.00')
    expect(outcome).to.deep.equal({ created: 1, merged: 1, skipped: 2 })
    expect(await transactions.get(alice, fresh.transactionId!)).to.deep.include({
      accountId: account,
      amount: '12.50',
      type: 'expense',
      occurredAt: at(1),
      description: null,
      merchant: 'Kroger',
      category: 'groceries',
      categorySource: 'learned',
      categoryConfidence: 0.9,
      notes: 'rule note',
      source: 'import',
      externalId: fresh.externalId,
      importId: imported.id,
      reconciled: true,
      version: 1,
    })
    expect(await transactions.get(alice, loose)).to.deep.include({
      accountId: account,
      externalId: match.externalId,
      reconciled: true,
      version: 2,
      importId: null,
      source: 'manual',
    })
    expect(await port.get(alice, imported.id)).to.deep.include({
      status: 'committed',
      commit: outcome,
      previousBalance: '1000.00',
      committedAt: at(20),
    })
    const known = await port.knownIdentities(
      alice,
      account,
      [fresh.externalId!, match.externalId!, 'NEVER'],
      [fresh.fingerprint, match.fingerprint, duplicate.fingerprint],
    )
    expect([...known.externalIds].sort()).to.deep.equal([fresh.externalId, match.externalId].sort())
    expect([...known.fingerprints].sort()).to.deep.equal([fresh.fingerprint, match.fingerprint].sort())
    expect(await port.matchCandidates(alice, account, at(1), at(5))).to.deep.equal([])
  })

  it('commits a match whose transaction changed since as new, and a new row whose identity arrived since as duplicate', async () => {
    const { port, transactions, alice, account, manual } = await arrange()
    const gone = await manual({ occurredAt: at(2) })
    const first = plannedRow(1)
    const earlier = statementImport(alice, account, [first])
    await port.savePreview(earlier, [first])
    const stale = plannedRow(2, { status: 'match', transactionId: gone })
    const again = plannedRow(1, { externalId: first.externalId })
    const later = statementImport(alice, account, [stale, again])
    await port.savePreview(later, [stale, again])
    await transactions.delete(alice, gone)
    await port.commit(alice, earlier.id, at(20), null)
    expect(await port.commit(alice, later.id, at(21), null)).to.deep.equal({
      created: 1,
      merged: 0,
      skipped: 1,
    })
    const { rows } = await port.listRows(alice, later.id, undefined, 10)
    expect(rows.map((r) => [r.line, r.status])).to.deep.equal([
      [1, 'duplicate'],
      [2, 'new'],
    ])
    expect(rows[0]!.transactionId).to.equal(null)
    expect(rows[1]!.transactionId).not.to.equal(gone)
    expect(await transactions.get(alice, rows[1]!.transactionId!)).to.deep.include({
      importId: later.id,
      externalId: stale.externalId,
    })
    expect(await port.get(alice, later.id)).to.deep.include({
      counts: { rows: 2, new: 1, duplicate: 1, match: 0, error: 0 },
    })
  })

  it("counts, per rule, the transactions a commit created with that rule's answer", async () => {
    const { port, alice, account } = await arrange()
    const rule = randomUUID()
    const other = randomUUID()
    const rows = [
      plannedRow(1, { ruleId: rule }),
      plannedRow(2, { ruleId: rule }),
      plannedRow(3, { ruleId: other, status: 'error', transactionId: null }),
      plannedRow(4, { ruleId: other }),
      plannedRow(5),
    ]
    const imported = statementImport(alice, account, rows)
    await port.savePreview(imported, rows)
    await port.commit(alice, imported.id, at(20), null)
    expect(await port.committedRuleHits(alice, imported.id)).to.deep.equal(
      new Map([
        [rule, 2],
        [other, 1],
      ]),
    )
  })

  it('undoes a commit: its transactions go, merges are taken back (an account filled in is emptied), the import goes', async () => {
    const { port, transactions, alice, bob, account, manual } = await arrange()
    const loose = await manual({ occurredAt: at(4), accountId: null })
    const fresh = plannedRow(1)
    const match = plannedRow(4, { status: 'match', transactionId: loose })
    const imported = statementImport(alice, account, [fresh, match])
    await port.savePreview(imported, [fresh, match])
    await port.commit(alice, imported.id, at(20), null)
    await port.undo(bob, imported.id, at(21))
    expect(await port.get(alice, imported.id)).not.to.equal(undefined)
    await port.undo(alice, imported.id, at(21))
    expect(await transactions.get(alice, fresh.transactionId!)).to.equal(undefined)
    expect(await transactions.get(alice, loose)).to.deep.include({
      accountId: null,
      externalId: null,
      reconciled: false,
      version: 3,
    })
    expect(await port.get(alice, imported.id)).to.equal(undefined)
    const known = await port.knownIdentities(alice, account, [fresh.externalId!], [match.fingerprint])
    expect(known.externalIds.size + known.fingerprints.size).to.equal(0)
  })

  it("offers as match candidates the user's unreconciled, not imported transactions of the account or none, around the days", async () => {
    const { port, alice, bob, account, manual, newAccountId, transactions } = await arrange()
    const elsewhere = await newAccountId(alice)
    const inAccount = await manual({ occurredAt: at(10), accountId: account, merchant: 'Kroger' })
    const loose = await manual({ occurredAt: at(6, 1) })
    await manual({ occurredAt: at(10), accountId: elsewhere })
    await manual({ occurredAt: at(5, 23) }) // more than 4 days before
    await manual({ occurredAt: at(20, 1) }) // 5 days after and more
    const lateButIn = await manual({ occurredAt: at(19, 23) })
    await transactions.insert(bob, randomUUID(), transactionDraft({ occurredAt: at(10) }), at(1))
    const candidates = await port.matchCandidates(alice, account, at(10, 0), at(15, 0))
    expect(candidates.map((c) => c.id).sort()).to.deep.equal([inAccount, loose, lateButIn].sort())
    expect(candidates.find((c) => c.id === inAccount)).to.deep.equal({
      id: inAccount,
      occurredAt: at(10),
      amount: '12.50',
      type: 'expense',
      currency: 'USD',
      merchant: 'Kroger',
      description: null,
    })
  })

  it('deletes a preview with its rows, for its user only', async () => {
    const { port, alice, bob, account } = await arrange()
    const rows = [plannedRow(1)]
    const imported = statementImport(alice, account, rows)
    await port.savePreview(imported, rows)
    expect(await port.delete(bob, imported.id)).to.equal(false)
    expect(await port.delete(alice, imported.id)).to.equal(true)
    expect(await port.delete(alice, imported.id)).to.equal(false)
    expect(await port.get(alice, imported.id)).to.equal(undefined)
    expect((await port.listRows(alice, imported.id, undefined, 10)).rows).to.deep.equal([])
  })

  it("remembers the account's last CSV mapping, replacing the one before; another user's account has none", async () => {
    const { port, alice, bob, account } = await arrange()
    expect(await port.mappingFor(alice, account)).to.equal(undefined)
    const first = { date: 'Date', amount: 'Amount' } as CsvMapping
    const second = { date: 'Booked', debit: 'Out', credit: 'In', description: 'Text' } as CsvMapping
    await port.rememberMapping(alice, account, first, at(1))
    await port.rememberMapping(alice, account, second, at(2))
    expect(await port.mappingFor(alice, account)).to.deep.equal(second)
    expect(await port.mappingFor(bob, account)).to.equal(undefined)
  })
}
