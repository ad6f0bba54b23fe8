import { asValue } from 'awilix'
import { FakeStatementReader } from '../fakes/fake-statement-reader.js'
import { startTestApp, jsonInit, type TestApp } from './test-app.js'

/** The app with the FakeStatementReader (its tiny line format) in place of the file readers. */
export async function startImportApp(): Promise<{ app: TestApp; reader: FakeStatementReader }> {
  const reader = new FakeStatementReader()
  const app = await startTestApp({
    register: (container) => container.register({ statementReader: asValue(reader) }),
  })
  return { app, reader }
}

export interface UploadFields {
  readonly account_id?: string
  readonly format?: string
  readonly mapping?: string
}

/** POST /imports as multipart/form-data with `file` and the given text fields. */
export function uploadInit(
  auth: Record<string, string>,
  file: string | Uint8Array | undefined,
  fields: UploadFields,
): RequestInit {
  const form = new FormData()
  if (file !== undefined) form.set('file', new Blob([file]), 'statement.txt')
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value)
  return { method: 'POST', headers: auth, body: form }
}

export async function createAccount(
  app: TestApp,
  auth: Record<string, string>,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; balance: string; version: number }> {
  const res = await app.fetch(
    '/accounts/',
    jsonInit(
      'POST',
      { name: 'Checking', type: 'checking', currency: 'USD', balance: '1000.00', ...extra },
      auth,
    ),
  )
  if (res.status !== 201) throw new Error(`account not created: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string; balance: string; version: number }
}

export interface ImportBody {
  id: string
  status: string
  account_id: string
  statement: { from: string; to: string; closing_balance: string | null; balance_difference: string | null }
  counts: { rows: number; new: number; duplicate: number; match: number; error: number }
  mapping: Record<string, unknown> | null
  commit: { created: number; merged: number; skipped: number } | null
}

export async function previewImport(
  app: TestApp,
  auth: Record<string, string>,
  accountId: string,
  file: string,
  fields: UploadFields = {},
): Promise<ImportBody> {
  const res = await app.fetch('/imports/', uploadInit(auth, file, { account_id: accountId, ...fields }))
  if (res.status !== 201) throw new Error(`import not previewed: ${res.status} ${await res.text()}`)
  return (await res.json()) as ImportBody
}

export async function commitImport(
  app: TestApp,
  auth: Record<string, string>,
  id: string,
  body: Record<string, unknown> = {},
): Promise<{ created: number; merged: number; skipped: number }> {
  const res = await app.fetch(`/imports/${id}/commit`, jsonInit('POST', body, auth))
  if (res.status !== 200) throw new Error(`import not committed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { created: number; merged: number; skipped: number }
}

/** Every transaction of the caller (up to 200), newest first. */
export async function listTransactions(
  app: TestApp,
  auth: Record<string, string>,
  query = '',
): Promise<Record<string, unknown>[]> {
  const res = await app.fetch(`/transactions/?limit=200${query}`, jsonInit('GET', undefined, auth))
  return (await res.json()) as Record<string, unknown>[]
}
