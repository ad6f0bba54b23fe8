// The ceiling for bench/embedding.ts: the same model, dtype and thread count called in-process
// (no HTTP, no worker) with the transformers.js pipeline at a fixed batch size.
// Usage: node embedding/bench/in-process.ts MODEL_DIR DTYPE THREADS BATCH SECONDS < texts.json
import fs from 'node:fs'
import path from 'node:path'
import { env, pipeline } from '@huggingface/transformers'
import { sessionOptions } from '../src/model-loader.ts'

const [modelDir, dtype, threads, batch, seconds] = process.argv.slice(2)
const texts = JSON.parse(fs.readFileSync(0, 'utf8')) as string[]
env.allowRemoteModels = false
env.localModelPath = path.dirname(path.resolve(modelDir!)) + path.sep
const extractor = await pipeline('feature-extraction', path.basename(modelDir!), {
  dtype: dtype as 'q8' | 'fp32',
  session_options: sessionOptions(Number(threads)), // the server's own settings
})
const size = Number(batch)
let next = 0
const take = (): string[] => Array.from({ length: size }, () => texts[next++ % texts.length]!)
for (let i = 0; i < 3; i++) await extractor(take(), { pooling: 'mean', normalize: true }) // warm-up

let done = 0
let peakRss = process.memoryUsage().rss
const started = performance.now()
while (performance.now() - started < Number(seconds) * 1000) {
  await extractor(take(), { pooling: 'mean', normalize: true })
  done += size
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}
const elapsed = (performance.now() - started) / 1000
console.log(JSON.stringify({ textsPerSecond: done / elapsed, peakRssMb: peakRss / 2 ** 20 }))
