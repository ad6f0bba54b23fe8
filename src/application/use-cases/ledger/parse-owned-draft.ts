import { ValidationError, type FieldError } from '../../../domain/errors.js'
import type { LedgerKind, Owned } from '../../../domain/ledger/owned.js'
import type { AccountRepository } from '../../ports/ledger-repositories.js'

const SERVER_FIELDS = new Set(['id', 'user_id', 'created_at', 'updated_at', 'version'])

/**
 * Parses a draft of `kind` from client input and checks that the account it names is the caller's.
 * Unknown and server-owned fields are refused, each with its own pointer, together with every
 * other bad field.
 */
export async function parseOwnedDraft<Item extends Owned, Draft>(
  kind: LedgerKind<Item, Draft>,
  accounts: AccountRepository,
  userId: string,
  input: Readonly<Record<string, unknown>>,
  allowed: Readonly<Record<string, unknown>> = input,
): Promise<Draft> {
  const unknown: FieldError[] = Object.keys(allowed)
    .filter((field) => !kind.writableFields.includes(field))
    .map((field) => ({
      pointer: `/${field}`,
      detail: SERVER_FIELDS.has(field)
        ? 'is set by the server and cannot be written'
        : 'is not a field of this resource',
    }))
  let draft: Draft
  try {
    draft = kind.parseDraft(input)
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError([...unknown, ...error.errors])
    throw error
  }
  if (unknown.length > 0) throw new ValidationError(unknown)
  const accountId = kind.accountIdOf(draft)
  if (accountId && !(await accounts.isOwnedBy(userId, accountId))) {
    throw ValidationError.field('/account_id', 'is not one of your accounts')
  }
  return draft
}
