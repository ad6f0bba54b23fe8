/**
 * Checks that the typed client is a package an app can install (clients/typescript/README.md):
 *   1. `npm pack` in clients/typescript, into a temporary directory (its prepack builds dist/ with
 *      tsc), and the tarball holds the JavaScript, the .d.ts files, openapi.json and package.json;
 *   2. the tarball unpacked into a temporary app's node_modules, as `npm install <tarball>` puts it
 *      (its openapi-fetch dependency is this checkout's: no registry is asked);
 *   3. the app imports it with Node, and tsc type-checks the app's typed use of it.
 *
 *   node --import tsx scripts/check-client-package.ts     (CI; exit 1 on any failure)
 */
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const PACKAGE_DIR = resolve('clients/typescript')
const REQUIRED_FILES = [
  'package.json',
  'openapi.json',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/schema.d.ts',
]

/** What an app writes: the client made, a typed call, a typed answer. Type errors fail tsc. */
const APP_SOURCE = `import { createLedgerlineClient, type Account, type Problem } from '@ledgerline/client'

const api = createLedgerlineClient({ baseUrl: 'http://127.0.0.1:9', token: 'token' })

export async function accountNames(): Promise<string[]> {
  const { data, error } = await api.GET('/accounts', { params: { query: { limit: 10 } } })
  if (error) throw new Error((error as Problem).code)
  return data.map((account: Account) => account.name)
}
`
const IMPORT_CHECK = `import { createLedgerlineClient } from '@ledgerline/client'
if (typeof createLedgerlineClient({ baseUrl: 'http://127.0.0.1:9' }).GET !== 'function') process.exit(1)
`

interface PackResult {
  readonly name: string
  readonly version: string
  readonly filename: string
  readonly files: readonly { readonly path: string }[]
}

const work = mkdtempSync(join(tmpdir(), 'ledgerline-client-'))
try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--pack-destination', work, '--json', '--loglevel=error'], {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as PackResult[]
  const result = packed[0]
  if (!result) throw new Error('npm pack reported no package')
  const inside = new Set(result.files.map((f) => f.path))
  const missing = REQUIRED_FILES.filter((f) => !inside.has(f))
  if (missing.length > 0) throw new Error(`the package lacks ${missing.join(', ')}`)

  const app = join(work, 'app')
  const installed = join(app, 'node_modules', '@ledgerline', 'client')
  mkdirSync(installed, { recursive: true })
  execFileSync('tar', ['-xzf', join(work, result.filename), '-C', installed, '--strip-components=1'])
  const openapiFetch = realpathSync(join(createRequire(import.meta.url).resolve('openapi-fetch'), '..', '..'))
  symlinkSync(openapiFetch, join(app, 'node_modules', 'openapi-fetch'), 'dir')
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  writeFileSync(join(app, 'app.ts'), APP_SOURCE)
  writeFileSync(join(app, 'import-check.mjs'), IMPORT_CHECK)

  execFileSync(process.execPath, ['import-check.mjs'], { cwd: app, stdio: 'inherit' })
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  execFileSync(
    process.execPath,
    [
      tsc,
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--lib',
      'es2022,dom',
      'app.ts',
    ],
    { cwd: app, stdio: 'inherit' },
  )
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string }
  console.log(
    `typed client: ${result.name}@${manifest.version} packs (${result.files.length} files), installs, imports and type-checks`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
  rmSync(join(PACKAGE_DIR, 'dist'), { recursive: true, force: true })
}
