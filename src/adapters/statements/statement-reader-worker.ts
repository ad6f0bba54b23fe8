import { parentPort } from 'node:worker_threads'
import { StatementUnreadableError, type StatementLine } from '../../domain/imports/statement.js'
import { FileStatementReader } from './file-statement-reader.js'
import {
  LINES_PER_MESSAGE,
  type WorkerNext,
  type WorkerReply,
  type WorkerRequest,
} from './statement-reader-messages.js'

/*
 * The body of a statement-reading worker thread (WorkerStatementReader): reads one file at a time
 * with the pure FileStatementReader and answers with the statement, the refusal, or the failure.
 */
const reader = new FileStatementReader()
const port = parentPort
if (!port) throw new Error('statement-reader-worker runs as a worker thread')

let taken: (() => void) | undefined

port.on('message', (message: WorkerRequest | WorkerNext) => {
  if ('next' in message) return taken?.()
  void read(message).then((reply) => port.postMessage(reply))
})

/** Sends a slice of lines and waits until the reader has taken it. */
function sendLines(id: number, lines: readonly StatementLine[]): Promise<void> {
  return new Promise<void>((resolve) => {
    taken = resolve
    port!.postMessage({ id, lines } satisfies WorkerReply)
  })
}

async function read({ id, file, options }: WorkerRequest): Promise<WorkerReply> {
  try {
    const statement = await reader.read(file, options)
    for (let at = 0; at < statement.lines.length; at += LINES_PER_MESSAGE)
      await sendLines(id, statement.lines.slice(at, at + LINES_PER_MESSAGE))
    return { id, statement: { ...statement, lines: [] } }
  } catch (error) {
    if (error instanceof StatementUnreadableError) {
      return {
        id,
        unreadable: { line: error.line, expected: error.expected, candidates: [...error.candidates] },
      }
    }
    return { id, failure: error instanceof Error ? error.message : String(error) }
  }
}
