import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

export interface ServiceProcess {
  readonly child: ChildProcess
  readonly port: number
  readonly logs: Record<string, unknown>[]
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>
}

export interface ServiceProcessOptions {
  /** `--workers N`: a node:cluster primary and N instances; the start waits for all N. */
  readonly workers?: number
}

/**
 * Runs the real service (src/infrastructure/main.ts) as a child process with exactly `env`
 * (plus PATH), and waits for its "listening" log line (one per worker).
 */
export async function startServiceProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 30_000,
  { workers = 1 }: ServiceProcessOptions = {},
): Promise<ServiceProcess> {
  const args = workers > 1 ? ['--workers', String(workers)] : []
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/infrastructure/main.ts', ...args], {
    // LEDGERLINE_ENV_FILE empty: the developer's .env (written by `./ledgerline start`) is not read.
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LEDGERLINE_ENV_FILE: '',
      // A test's process stops at once on SIGTERM, unless the test is about the grace.
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Record<string, unknown>[] = []
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  let listening = 0
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`service did not start in ${timeoutMs} ms: ${stderr}`))
    }, timeoutMs)
    void exited.then((code) =>
      reject(new Error(`service exited with ${String(code)} before listening: ${stderr}`)),
    )
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>
        logs.push(entry)
        if (entry.msg === 'ledgerline listening' && ++listening === workers) {
          clearTimeout(timer)
          resolve(entry.port as number)
        }
      } catch {
        logs.push({ raw: line })
      }
    })
  })
  return { child, port, logs, exited }
}
