import type { BankConnection, BankSync, ConnectionAccount } from '../../../domain/bank-sync/connection.js'
import type { LinkTarget } from '../../../application/use-cases/bank-sync/link-bank-account.js'
import type { z } from 'zod'
import type { linkIn } from './connection-schemas.js'

/** A connection as the API shows it: never its access credential (the entity does not hold it). */
export const connectionToWire = (c: BankConnection) => ({
  id: c.id,
  provider: c.provider,
  status: c.status,
  institutions: c.institutions.map((i) => ({ name: i.name, domain: i.domain })),
  accounts: c.accounts.map(accountToWire),
  last_synced_at: c.lastSyncedAt?.toISOString() ?? null,
  last_error: c.lastError,
  next_sync_at: c.nextSyncAt.toISOString(),
  created_at: c.createdAt.toISOString(),
})

const accountToWire = (a: ConnectionAccount) => ({
  external_id: a.externalId,
  name: a.name,
  institution: a.institution,
  currency: a.currency,
  balance: a.balance,
  balance_date: a.balanceDate.toISOString(),
  linked_account_id: a.linkedAccountId,
})

export const syncToWire = (s: BankSync) => ({
  id: s.id,
  status: s.status,
  started_at: s.startedAt.toISOString(),
  finished_at: s.finishedAt?.toISOString() ?? null,
  created: s.created,
  merged: s.merged,
  skipped: s.skipped,
  pending_replaced: s.pendingReplaced,
  error: s.error,
})

export const linkFromWire = (body: z.infer<typeof linkIn>): LinkTarget =>
  'account_id' in body ? { accountId: body.account_id } : { create: true }
