import { NotFoundError } from '../../../domain/errors.js'
import type { DecimalString } from '../../../domain/money.js'
import type { ImportDeps } from './import-deps.js'

/**
 * Discards a preview, or undoes a committed import completely, in one unit of work: the
 * transactions it created are deleted, what it merged into existing transactions is removed
 * (they keep everything else), and the balance it replaced is restored. The import is then gone.
 */
export class DeleteImport {
  readonly #deps: ImportDeps
  constructor(deps: ImportDeps) {
    this.#deps = deps
  }

  async execute({ userId, id }: { readonly userId: string; readonly id: string }): Promise<void> {
    const { imports, accounts, clock, unitOfWork } = this.#deps
    await unitOfWork.run(async () => {
      const imported = await imports.get(userId, id, true)
      if (!imported) throw new NotFoundError('import')
      if (imported.status === 'preview') {
        await imports.delete(userId, id)
        return
      }
      const now = clock.now()
      await imports.undo(userId, id, now)
      if (imported.previousBalance !== null && imported.accountId) {
        const account = await accounts.get(userId, imported.accountId)
        if (account)
          await accounts.update(
            userId,
            account.id,
            { ...account, balance: imported.previousBalance as DecimalString },
            now,
            undefined,
          )
      }
    })
  }
}
