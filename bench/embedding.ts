// Embedding server throughput and memory (docs/embedding.md "Benchmark"):
//   node --import tsx bench/embedding.ts [--seconds 15] [--dtype q8|fp32]
// Generates (once, offline) an all-MiniLM-L6-v2-shaped model with random weights into
// .cache/bench-models, then measures in the same run:
//   1. the ceiling: the model called in-process at batch 32 (embedding/bench/in-process.ts);
//   2. the real server process: 64 concurrent clients each sending one ~25-word text per request;
//   3. the real server process: 4 concurrent clients each sending batches of 32 texts;
// with the server's RSS after load and at peak (sampled from /proc every 100 ms). Both processes
// run as `npm start` runs the server in production, with its glibc malloc settings.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { freePort } from '../test/support/embedding-server.js'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, dtype: { type: 'string', default: 'q8' } },
})
const seconds = Number(values.seconds)
const dtype = values.dtype === 'fp32' ? 'fp32' : 'q8'
const ROOT = path.resolve(import.meta.dirname, '..')
const MODEL = path.join(ROOT, '.cache', 'bench-models', `minilm-random-${dtype}`)
const THREADS = '2'
// embedding/package.json "start": fewer arenas, and tensors over 1 MB returned to the system when freed
const MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' }

if (!fs.existsSync(path.join(MODEL, 'config.json'))) {
  const flags = dtype === 'q8' ? ['--quantized', '--no-fp32'] : []
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'embedding/tools/gen-bert-model.mjs'), '--preset', 'full', ...flags, '--out', MODEL],
    { stdio: 'inherit' },
  )
}

// ~25-word texts like the memory summaries: seeded, varied, mostly in-vocabulary words.
const WORDS =
  'paid rent groceries salary coffee dinner transfer savings account monthly budget spending income bill fee credit card balance deposit stock dividend portfolio travel flight hotel insurance pharmacy week month total average higher lower than last the of and for on in'.split(
    ' ',
  )
let seed = 12345
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const TEXTS = Array.from(
  { length: 512 },
  (_, i) => `${i} ` + Array.from({ length: 24 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' '),
)

function ceiling(): { textsPerSecond: number; peakRssMb: number } {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'embedding/bench/in-process.ts'), MODEL, dtype, THREADS, '32', String(seconds)],
    {
      input: JSON.stringify(TEXTS),
      env: { ...process.env, ...MALLOC },
      encoding: 'utf8',
    },
  )
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout.trim().split('\n').pop()!)
}

const rssMb = (pid: number): number => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!
  return Number(line.replace(/\D+/g, '')) / 1024
}

async function load(url: string, clients: number, batch: number): Promise<number> {
  let done = 0
  let next = 0
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const texts = Array.from({ length: batch }, () => TEXTS[next++ % TEXTS.length]!)
        const res = await fetch(`${url}/embed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ texts }),
        })
        if (res.status !== 200) throw new Error(`POST /embed answered ${res.status}: ${await res.text()}`)
        await res.json()
        done += batch
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

const limit = ceiling()
const port = await freePort()
const server = spawn(process.execPath, [path.join(ROOT, 'embedding/src/main.ts')], {
  env: {
    PATH: process.env.PATH ?? '',
    ...MALLOC,
    EMBEDDING_PORT: String(port),
    EMBEDDING_MODEL_PATH: MODEL,
    EMBEDDING_DTYPE: dtype,
    EMBEDDING_THREADS: THREADS,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  const url = `http://127.0.0.1:${port}`
  while (
    (await fetch(`${url}/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  )
    await new Promise((r) => setTimeout(r, 100))
  const afterLoad = rssMb(server.pid!)
  let peak = afterLoad
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100)
  await load(url, 8, 1) // warm-up
  const single = await load(url, 64, 1)
  const batched = await load(url, 4, 32)
  clearInterval(sampler)
  const rows = [
    ['in-process ceiling, batch 32', limit.textsPerSecond, 1, `${limit.peakRssMb.toFixed(0)} (peak)`],
    ['server, 64 clients x 1 text', single, single / limit.textsPerSecond, ''],
    ['server, 4 clients x 32 texts', batched, batched / limit.textsPerSecond, ''],
  ] as const
  console.log(
    `model: all-MiniLM-L6-v2 shape, random weights, ${dtype}, ${THREADS} threads, ${seconds} s per run`,
  )
  for (const [name, rate, ratio, note] of rows)
    console.log(
      `${name.padEnd(32)} ${rate.toFixed(0).padStart(6)} texts/s  ${ratio.toFixed(2)} of ceiling  ${note}`,
    )
  console.log(`server RSS: ${afterLoad.toFixed(0)} MB after load, ${peak.toFixed(0)} MB at peak`)
} finally {
  server.kill('SIGTERM')
}
