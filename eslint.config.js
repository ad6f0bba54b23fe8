// Type-checked lint. The layer rules keep the arrows pointing inward (README.md "Architecture").
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const FRAMEWORKS = [
  'koa', '@koa/*', 'koa-*', 'kysely', 'pg', 'agenda', '@agendajs/*', 'openai', 'mongodb', 'awilix',
  'yahoo-finance2', 'firebase-admin', 'undici', 'pino', 'lru-cache', 'jsonwebtoken', 'jwks-rsa',
]

// The shared kernel's single definitions (docs/architecture.md "Shared kernel").
const KERNEL = [
  {
    home: 'src/domain/calendar.ts',
    selector: "VariableDeclarator[id.name='DAY_MS']",
    message: 'DAY_MS is defined once, in src/domain/calendar.ts: import it from there',
  },
  {
    home: 'src/domain/calendar.ts',
    selector: "FunctionDeclaration[id.name='addMonths'], VariableDeclarator[id.name='addMonths']",
    message: 'month arithmetic is src/domain/calendar.ts addMonths: import it from there',
  },
  {
    home: 'src/adapters/http/wire-fields.ts',
    selector: "VariableDeclarator[id.name='decimalIn']",
    message: 'decimalIn is defined once, in src/adapters/http/wire-fields.ts: import it from there',
  },
]

export default tseslint.config(
  { ignores: ['node_modules/**', 'embedding/**', 'coverage/**', '.data/**', 'test/.generated/**', 'clients/typescript/dist/**', 'eslint.config.js', '.dependency-cruiser.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      // Cradles and the Database type grow by extension, one area at a time.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: FRAMEWORKS, message: 'domain/ imports no framework, driver or SDK' },
        { group: ['**/application/**', '**/adapters/**', '**/infrastructure/**'], message: 'domain/ imports nothing outward' },
      ] }],
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: FRAMEWORKS, message: 'application/ imports no framework, driver or SDK' },
        { group: ['**/adapters/**', '**/infrastructure/**'], message: 'application/ imports only domain/' },
      ] }],
    },
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/infrastructure/**'], message: 'adapters never import infrastructure/' },
      ] }],
    },
  },
  // The shared kernel: each of these is defined once, in its home file; anywhere else lint refuses it.
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...KERNEL.map(({ selector, message }) => ({ selector, message }))] },
  },
  // Its home may define it (and still may not define the others).
  ...[...new Set(KERNEL.map(({ home }) => home))].map((home) => ({
    files: [home],
    rules: {
      'no-restricted-syntax': ['error', ...KERNEL.filter((rule) => rule.home !== home).map(({ selector, message }) => ({ selector, message }))],
    },
  })),
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
)
