import type { CsvMapping } from '../../domain/imports/statement.js'
import type { MatchCandidate } from '../../domain/imports/plan-rows.js'
import type {
  CommitOutcome,
  ImportRow,
  PlannedRow,
  StatementImport,
} from '../../domain/imports/statement-import.js'
import type { Page, PageRequest } from './owned-repository.js'

/** What an account already holds of a statement, by identity. */
export interface KnownIdentities {
  readonly externalIds: ReadonlySet<string>
  readonly fingerprints: ReadonlySet<string>
}

/**
 * Storage of statement imports and the ledger writes they make. Every method takes the owner's
 * id and touches only that owner's rows: another user's import looks missing. Writes that must
 * go together (commit, undo) are called inside one UnitOfWork by the use case.
 */
export interface ImportRepository {
  /** Which of these bank ids and fingerprints are already transactions of the account. */
  knownIdentities(
    userId: string,
    accountId: string,
    externalIds: readonly string[],
    fingerprints: readonly string[],
  ): Promise<KnownIdentities>
  /**
   * The user's transactions a line dated in [from, to] may match: not made by an import, in the
   * account or in none, not reconciled, without a bank id, dated within the window around the
   * file's days (domain/imports/plan-rows.ts matchCandidateWindow: [from - 4 days, to + 5 days),
   * MATCH_WINDOW_DAYS in whole UTC days either side and the time-zone margin).
   */
  matchCandidates(userId: string, accountId: string, from: Date, to: Date): Promise<MatchCandidate[]>
  /** Stores a new import in preview with its rows (bulk). */
  savePreview(imported: StatementImport, rows: readonly PlannedRow[]): Promise<void>
  /** The import, read for update when `lock` (inside a unit of work: concurrent commits wait). */
  get(userId: string, id: string, lock?: boolean): Promise<StatementImport | undefined>
  /** Newest first (ties by id), in keyset pages. */
  list(userId: string, page: PageRequest): Promise<Page<StatementImport>>
  /** Rows in file order after line `afterLine`, at most `limit`, and whether more follow. */
  listRows(
    userId: string,
    importId: string,
    afterLine: number | undefined,
    limit: number,
  ): Promise<{ rows: ImportRow[]; more: boolean }>
  /**
   * Applies a preview to the ledger: merges each `match` row into its transaction (bank id,
   * fingerprint, reconciled, the account when it had none; a new version); a match whose
   * transaction changed since (reconciled, given a bank id, deleted) becomes `new`; inserts the
   * `new` rows as reconciled transactions of the import's account with source `import`, the row's
   * category and notes (an empty description stored as none); a row whose identity arrived
   * meanwhile becomes `duplicate`. Then marks the import committed with the outcome, the rows'
   * counts as they ended, and the balance it replaced (null when unchanged).
   */
  commit(userId: string, id: string, now: Date, previousBalance: string | null): Promise<CommitOutcome>
  /**
   * After commit: per rule id, how many of the transactions the commit created took that rule's
   * answer at preview (PlannedRow.ruleId). Rows that ended duplicate or error, and merges, count
   * nothing. The ids are as stored at preview: a rule deleted since may be among them.
   */
  committedRuleHits(userId: string, id: string): Promise<Map<string, number>>
  /**
   * Undoes a committed import: deletes the transactions it created, removes what it merged into
   * others (bank id, fingerprint, reconciled, an account it filled in). The balance is the use
   * case's. Then deletes the import and its rows.
   */
  undo(userId: string, id: string, now: Date): Promise<void>
  /** Deletes an import and its rows (a preview); false when the user has no such import. */
  delete(userId: string, id: string): Promise<boolean>
  /** The CSV mapping last remembered for the user's account, if any. */
  mappingFor(userId: string, accountId: string): Promise<CsvMapping | undefined>
  rememberMapping(userId: string, accountId: string, mapping: CsvMapping, now: Date): Promise<void>
}
