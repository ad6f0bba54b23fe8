// The worker's first module: keeps `sharp` (libvips, about 28 MB resident) out of the process.
// transformers.js imports it eagerly for image pipelines, which a text-embedding server never runs.
import { registerHooks } from 'node:module'

const NO_IMAGES = 'data:text/javascript,export default function sharp() { throw new Error("the embedding server has no image support") }'

registerHooks({
  resolve(specifier, context, nextResolve) {
    return specifier === 'sharp' ? { url: NO_IMAGES, shortCircuit: true } : nextResolve(specifier, context)
  },
})

await import('./worker.ts')
