// The embedding server: `node src/main.ts` (README.md). The HTTP thread answers at once (503 while
// the model loads); inference runs in a worker thread.
import { ConfigError, readConfig } from './config.ts'
import { createServer } from './http-server.ts'
import { InferenceWorker } from './inference-worker.ts'
import { missingModelFiles } from './model-files.ts'

const log = (line: object): void => console.log(JSON.stringify({ time: new Date().toISOString(), ...line }))

function fatal(message: string): never {
  console.error(`embedding server: ${message}`)
  process.exit(1)
}

let config
try {
  config = readConfig(process.env)
} catch (error) {
  if (error instanceof ConfigError) fatal(error.message)
  throw error
}

// An offline model directory is checked here, before the worker spends a second importing the runtime.
const missing = config.modelPath ? missingModelFiles(config.modelPath, config.dtype) : []
if (config.modelPath && missing.length > 0) {
  fatal(`cannot load the embedding model (dtype ${config.dtype}): tried local directory ${config.modelPath} (missing: ${missing.join(', ')}) from EMBEDDING_MODEL_PATH; the hub is not tried when it is set`)
}

const startedAt = performance.now()
const worker = new InferenceWorker(config, fatal)
const server = createServer(worker, config, log)
server.keepAliveTimeout = 65_000
server.on('error', (error) => fatal(`cannot listen on ${config.host}:${config.port}: ${error.message}`))
server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  log({ level: 'info', msg: 'listening', host: config.host, port, model: config.modelPath ?? config.model, dtype: config.dtype })
})

const readyCheck = setInterval(() => {
  if (worker.state !== 'ready') return
  clearInterval(readyCheck)
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  log({ level: 'info', msg: 'model ready', model: worker.model, dimensions: worker.dimensions, load_ms: Math.round(performance.now() - startedAt), rss_mb: rssMb })
}, 50)

/** Stops accepting, lets the texts already accepted finish (10 s at most), then ends the worker. */
async function shutdown(signal: string): Promise<void> {
  log({ level: 'info', msg: 'stopping', signal, queued_texts: worker.queuedTexts })
  clearInterval(readyCheck)
  setTimeout(() => process.exit(0), 10_000).unref()
  server.close()
  server.closeIdleConnections()
  while (worker.queuedTexts > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  await worker.stop()
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
