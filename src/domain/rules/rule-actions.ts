/** The longest notes a transaction keeps (the ledger's limit): an append that would pass it is skipped. */
export const NOTES_MAX_LENGTH = 2_000

/**
 * The notes after a rule's `notes_append`: the text added on a new line, unless the notes already
 * hold it. Appending is therefore idempotent (applying rules twice adds it once); undefined when
 * nothing changes.
 */
export function appendedNotes(notes: string | null, append: string | undefined): string | undefined {
  if (append === undefined || append.trim() === '') return undefined
  const text = append.trim()
  if (notes !== null && notes.includes(text)) return undefined
  const next = notes === null || notes.trim() === '' ? text : `${notes}\n${text}`
  return next.length > NOTES_MAX_LENGTH ? undefined : next
}
