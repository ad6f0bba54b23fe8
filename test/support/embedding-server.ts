import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const TOOLS = path.join(ROOT, 'embedding', 'tools')
const MODEL_DIR = path.join(ROOT, 'test', '.generated', 'embedding-tiny-model')

export interface EmbeddingServer {
  /** http://127.0.0.1:PORT, the value for EMBEDDING_SERVER_URL */
  readonly url: string
  readonly port: number
  /** What the server printed (stdout and stderr), for failure messages. */
  output(): string
  stop(): Promise<void>
}

export interface EmbeddingServerOptions {
  /** A fixed port (e.g. one a client was configured with before the server existed); default any free port. */
  readonly port?: number
  /** Extra EMBEDDING_* settings, e.g. {EMBEDDING_LOAD_DELAY_MS: '2000', EMBEDDING_QUEUE_LIMIT: '300'}. */
  readonly env?: Record<string, string>
  /** Resolve only once /health answers 200 (default true). */
  readonly waitUntilReady?: boolean
}

/**
 * The tiny random BERT model (384 dims, 1 layer) of the project's own generator, written once into
 * test/.generated and rewritten when the generator changes. No network, well under a second.
 */
export function tinyEmbeddingModelDir(): string {
  const hash = createHash('sha256')
  for (const file of fs.readdirSync(TOOLS).sort()) hash.update(fs.readFileSync(path.join(TOOLS, file)))
  const stamp = hash.digest('hex')
  const stampFile = path.join(MODEL_DIR, 'generator.sha256')
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return MODEL_DIR
  // Written aside then renamed, so parallel mocha runs never see half a model.
  const temporary = `${MODEL_DIR}.${process.pid}.tmp`
  execFileSync(
    process.execPath,
    [path.join(TOOLS, 'gen-bert-model.mjs'), '--preset', 'tiny', '--out', temporary],
    { stdio: 'ignore' },
  )
  fs.writeFileSync(path.join(temporary, 'generator.sha256'), stamp)
  fs.rmSync(MODEL_DIR, { recursive: true, force: true })
  try {
    fs.renameSync(temporary, MODEL_DIR)
  } catch {
    fs.rmSync(temporary, { recursive: true, force: true }) // another run won the race; its model is the same
  }
  return MODEL_DIR
}

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const running = new Set<ChildProcess>()
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')))

/**
 * Spawns the REAL embedding server (node embedding/src/main.ts) with the tiny model (fp32) on
 * 127.0.0.1. Needs embedding/node_modules (./ledgerline test installs it).
 */
export async function startEmbeddingServer(options: EmbeddingServerOptions = {}): Promise<EmbeddingServer> {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, [path.join(ROOT, 'embedding', 'src', 'main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      EMBEDDING_HOST: '127.0.0.1',
      EMBEDDING_PORT: String(port),
      EMBEDDING_MODEL_PATH: tinyEmbeddingModelDir(),
      EMBEDDING_DTYPE: 'fp32',
      EMBEDDING_THREADS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const server: EmbeddingServer = {
    url,
    port,
    output: () => output,
    stop: async () => {
      running.delete(child)
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
        await exited
        clearTimeout(timer)
      }
    },
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the embedding server exited (code ${child.exitCode}):\n${output}`)
    const status = await fetch(`${url}/health`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200 || (status === 503 && options.waitUntilReady === false)) return server
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`the embedding server did not become ready in 30 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
