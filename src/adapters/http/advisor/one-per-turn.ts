/**
 * Lets waiting work through one at a time, one per turn of the event loop: between two, Node
 * reads the sockets (new requests, the model's tokens for the streams already answering). A burst
 * of streams then does not run every stream's pre-model work (about a millisecond of CPU each, the
 * SDK's request above all) back to back while the first answers' tokens wait. By hand: Node has no
 * such primitive (setImmediate callbacks queued together all run in the same turn), and p-limit or
 * p-queue bound concurrency without giving the event loop a turn.
 */
const waiting: (() => void)[] = []

/** Resolves in a later turn of the event loop, after the work that asked before it. */
export function onePerTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (waiting.length === 1) setImmediate(releaseOne)
  })
}

function releaseOne(): void {
  // The released work runs in the microtasks right after this callback, before the next one.
  waiting.shift()?.()
  if (waiting.length > 0) setImmediate(releaseOne)
}
