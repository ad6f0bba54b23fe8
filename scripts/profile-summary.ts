/**
 * Summarises a V8 .cpuprofile (node --cpu-prof) as the share of samples spent in each place:
 * by package (node_modules/<name>), by project file (src/...), and Node internals, self time only,
 * plus the top functions. What docs/performance.md quotes.
 *
 *   node --import tsx scripts/profile-summary.ts <file.cpuprofile> [--top 25]
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
})
const file = positionals[0]
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [--top N]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))

/** Where a frame lives: a package, a project file, Node itself, or V8's own bookkeeping. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return `pkg ${pkg[1]}`
  const src = /\/((?:src|bench|test)\/.*)$/.exec(url)
  if (src) return src[1]!
  if (url.startsWith('node:')) return url
  return url
}

const parentOf = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id)

/** Time with a project file anywhere on the stack (each file once per sample): a middleware's whole cost. */
const inclusiveByFile = new Map<string, number>()
const selfByPlace = new Map<string, number>()
const selfByFunction = new Map<string, number>()
let total = 0
profile.samples.forEach((id, i) => {
  const node = byId.get(id)
  if (!node) return
  const dt = profile.timeDeltas[i] ?? 0
  total += dt
  const { functionName, url, lineNumber } = node.callFrame
  const place = placeOf(url, functionName)
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + dt)
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)!.callFrame
    const where = placeOf(frame.url, frame.functionName)
    if (where.startsWith('src/') && !seen.has(where)) {
      seen.add(where)
      inclusiveByFile.set(where, (inclusiveByFile.get(where) ?? 0) + dt)
    }
  }
  const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + dt)
})

const top = Number(values.top)
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`)
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
  }
}
console.log(`${(total / 1e6).toFixed(1)} s sampled`)
show('self time by place', selfByPlace)
show('self time by function', selfByFunction)
show('inclusive time by project file (a middleware and all it calls)', inclusiveByFile)
