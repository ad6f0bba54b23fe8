import { NotFoundError, ValidationError } from '../../../domain/errors.js'
import type { CommitOutcome } from '../../../domain/imports/statement-import.js'
import type { DecimalString } from '../../../domain/money.js'
import { monthsSpanned } from '../../../domain/budgets/budget-month.js'
import type { ImportDeps } from './import-deps.js'

export interface CommitImportInput {
  readonly userId: string
  readonly id: string
  /** Set the account's balance to the statement's closing balance. */
  readonly updateBalance: boolean
}

/**
 * Applies a preview to the ledger in one unit of work (ImportRepository.commit): new rows become
 * transactions, matches merge, duplicates and errors are skipped; each rule that gave a created
 * transaction its category (or rename, or notes) at preview gets its hit. Idempotent: a committed
 * import answers its stored outcome and changes nothing, so a retried request is harmless;
 * concurrent commits of one import wait for each other (the import is read for update).
 */
export class CommitImport {
  readonly #deps: ImportDeps
  constructor(deps: ImportDeps) {
    this.#deps = deps
  }

  async execute(input: CommitImportInput): Promise<CommitOutcome> {
    const { imports, accounts, clock, unitOfWork } = this.#deps
    return unitOfWork.run(async () => {
      const imported = await imports.get(input.userId, input.id, true)
      if (!imported) throw new NotFoundError('import')
      if (imported.commit) return imported.commit
      if (!imported.accountId) throw ValidationError.field('/account_id', 'the account was deleted')
      const account = await accounts.get(input.userId, imported.accountId)
      if (!account) throw ValidationError.field('/account_id', 'the account was deleted')
      const closing = imported.statement.closingBalance
      if (input.updateBalance && closing === null)
        throw ValidationError.field('/update_balance', 'the statement states no closing balance')
      const now = clock.now()
      const setBalance = input.updateBalance && closing !== null && closing !== account.balance
      const outcome = await imports.commit(
        input.userId,
        imported.id,
        now,
        setBalance ? account.balance : null,
      )
      // What a rule did to the rows the commit wrote is its hit now (a preview counts none).
      await this.#deps.rules.recordHits(
        input.userId,
        await imports.committedRuleHits(input.userId, imported.id),
      )
      if (setBalance) {
        await accounts.update(
          input.userId,
          account.id,
          { ...account, balance: closing as DecimalString },
          now,
          undefined,
        )
      }
      // The listener waits for this unit of work to commit before it reads the new spending.
      if (outcome.created + outcome.merged > 0) {
        const { from, to } = imported.statement
        await this.#deps.spendingListener?.spent(input.userId, monthsSpanned(from, to, now))
      }
      return outcome
    })
  }
}
