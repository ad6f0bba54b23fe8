import { asFunction, asValue, type AwilixContainer } from 'awilix'
import { accountKind } from '../../domain/ledger/account.js'
import { holdingKind } from '../../domain/ledger/holding.js'
import { transactionKind } from '../../domain/ledger/transaction.js'
import { ledgerCrud } from '../../application/use-cases/ledger/ledger-crud.js'
import { GetMe } from '../../application/use-cases/users/get-me.js'
import { UpdateMe } from '../../application/use-cases/users/update-me.js'
import {
  KyselyAccountRepository,
  KyselyHoldingRepository,
  KyselyTransactionRepository,
} from '../../adapters/postgres/kysely-ledger-repositories.js'
import { KyselyIdempotencyStore } from '../../adapters/postgres/kysely-idempotency-store.js'
import { KyselyUserRepository } from '../../adapters/postgres/kysely-user-repository.js'
import { CursorCodec } from '../../adapters/http/cursor-codec.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** Users and the ledger: repositories, the shared CRUD use cases, idempotency and cursors. */
export function registerLedger(container: AwilixContainer<Cradle>, config: Config): void {
  container.register({
    users: asFunction((c: Cradle) => new KyselyUserRepository(c)).singleton(),
    accounts: asFunction((c: Cradle) => new KyselyAccountRepository(c)).singleton(),
    transactions: asFunction((c: Cradle) => new KyselyTransactionRepository(c)).singleton(),
    holdings: asFunction((c: Cradle) => new KyselyHoldingRepository(c)).singleton(),
    idempotencyStore: asFunction((c: Cradle) => new KyselyIdempotencyStore(c)).singleton(),
    cursorCodec: asValue(new CursorCodec(config.serviceKey)),
    getMe: asFunction((c: Cradle) => new GetMe(c)).singleton(),
    updateMe: asFunction((c: Cradle) => new UpdateMe(c)).singleton(),
    accountsCrud: asFunction((c: Cradle) =>
      ledgerCrud({
        kind: accountKind,
        repository: c.accounts,
        accounts: c.accounts,
        clock: c.clock,
        ids: c.ids,
      }),
    ).singleton(),
    transactionsCrud: asFunction((c: Cradle) =>
      ledgerCrud({
        kind: transactionKind,
        repository: c.transactions,
        accounts: c.accounts,
        clock: c.clock,
        ids: c.ids,
      }),
    ).singleton(),
    holdingsCrud: asFunction((c: Cradle) =>
      ledgerCrud({
        kind: holdingKind,
        // Records the opening buy and adjusting trades (docs/net-worth.md "Trades").
        repository: c.tradeRecordingHoldings,
        accounts: c.accounts,
        clock: c.clock,
        ids: c.ids,
      }),
    ).singleton(),
  })
}
