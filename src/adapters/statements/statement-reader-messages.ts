import type { ParsedStatement, StatementLine } from '../../domain/imports/statement.js'
import type { StatementReadOptions } from '../../application/ports/statement-reader.js'

/** What WorkerStatementReader posts to a worker: one file to read (its bytes are copied). */
export interface WorkerRequest {
  readonly id: number
  readonly file: Uint8Array
  readonly options: StatementReadOptions
}

/**
 * Lines travel in messages of this many, the next sent only when the reader asks for it
 * (`WorkerNext`): a port delivers every message waiting in one turn of the event loop, so slices
 * sent all at once would be taken apart in one long turn.
 */
export const LINES_PER_MESSAGE = 2_000

/** The reader took a slice of lines of request `next`: the worker may send the following one. */
export interface WorkerNext {
  readonly next: number
}

/**
 * A worker's answers to one request: the statement's lines in slices (`lines`, in order), then the
 * statement without them; or a refusal (StatementUnreadableError's fields); or a failure.
 */
export type WorkerReply =
  | { readonly id: number; readonly lines: readonly StatementLine[] }
  | { readonly id: number; readonly statement: ParsedStatement }
  | {
      readonly id: number
      readonly unreadable: { line: number | null; expected: string; candidates: string[] }
    }
  | { readonly id: number; readonly failure: string }
