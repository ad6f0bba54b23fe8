/**
 * Writes the typed client's inputs from the service's own route definitions:
 *   clients/typescript/openapi.json   the OpenAPI document GET /openapi.json serves
 *   clients/typescript/schema.ts      its TypeScript types (openapi-typescript)
 *   clients/typescript/package.json   the client as an npm package (@ledgerline/client), its version
 *                                     the API's (the document's info.version), its openapi-fetch the
 *                                     range this repository tests with
 *
 *   node --import tsx scripts/generate-client.ts           regenerate both
 *   node --import tsx scripts/generate-client.ts --check   exit 1 when either differs (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import openapiTS, { astToString } from 'openapi-typescript'
import { apiDocument } from '../src/adapters/http/openapi/api-document.js'
import { SERVICE_VERSION } from '../src/infrastructure/config/config.js'

const DOCUMENT = 'clients/typescript/openapi.json'
const SCHEMA = 'clients/typescript/schema.ts'
const MANIFEST = 'clients/typescript/package.json'

const document = apiDocument(SERVICE_VERSION)
const documentText = `${JSON.stringify(document, null, 2)}\n`
const banner = '// Generated from openapi.json by scripts/generate-client.ts: do not edit.\n'
const types = astToString(await openapiTS(documentText))
const schemaText = await format(banner + types, { ...(await resolveConfig(SCHEMA)), filepath: SCHEMA })

const apiVersion = (document.info as { version?: unknown } | undefined)?.version
if (typeof apiVersion !== 'string') throw new Error('the OpenAPI document has no info.version')
const root = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }
const manifest = {
  name: '@ledgerline/client',
  version: apiVersion,
  description: 'Typed client of the Ledgerline API (generated from its OpenAPI document; openapi-fetch)',
  license: 'UNLICENSED',
  type: 'module',
  main: './dist/index.js',
  types: './dist/index.d.ts',
  exports: {
    '.': { types: './dist/index.d.ts', default: './dist/index.js' },
    './openapi.json': './openapi.json',
    './package.json': './package.json',
  },
  files: ['dist', 'openapi.json', 'README.md'],
  sideEffects: false,
  engines: { node: '>=18' },
  scripts: { build: 'tsc -p tsconfig.json', prepack: 'npm run build' },
  dependencies: { 'openapi-fetch': root.devDependencies['openapi-fetch'] },
}
const manifestText = await format(JSON.stringify(manifest), {
  ...(await resolveConfig(MANIFEST)),
  filepath: MANIFEST,
})

const outputs: [string, string][] = [
  [DOCUMENT, documentText],
  [SCHEMA, schemaText],
  [MANIFEST, manifestText],
]
if (process.argv.includes('--check')) {
  const stale = outputs.filter(([path, text]) => {
    try {
      return readFileSync(path, 'utf8') !== text
    } catch {
      return true
    }
  })
  if (stale.length > 0) {
    console.error(
      `the typed client is out of date with the service (${stale.map(([p]) => p).join(', ')}): ` +
        'run node --import tsx scripts/generate-client.ts and commit the result',
    )
    process.exit(1)
  }
  console.log('typed client: up to date with the served OpenAPI document')
} else {
  for (const [path, text] of outputs) writeFileSync(path, text)
  console.log(`wrote ${outputs.map(([p]) => p).join(', ')}`)
}
