// @ts-check
/**
 * `npm run lint`: typescript-eslint's strict type-checked rules, React's hook rules, Next's
 * rules, and the layer rules of ARCHITECTURE.md as import boundaries
 * (docs/decisions/021-lint.md). Two rule slots carry the boundaries, so that each can be set
 * per folder without repeating the other:
 * - `no-restricted-imports` (core): the project's shape — a relative import stays inside its
 *   folder, slices are entered by their door, nothing in src/ reaches tests/;
 * - `@typescript-eslint/no-restricted-imports`: what each layer may depend on.
 * ESLint does not merge a rule's options across config objects (the last one wins), so every
 * folder's list below is complete in itself.
 */
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'

const sourceFiles = ['**/*.{ts,tsx,mts,cts}']
const scriptFiles = ['**/*.{js,mjs,cjs}']

// ---- The project's shape (slot: no-restricted-imports) -------------------------------------

const noTests = { regex: '^(\\.\\./)+tests(/|$)', message: 'Product code never imports tests/: move what both need into src/.' }
const sliceDoor = {
  regex: '^@/features/[^/]+/(?!client$)',
  message: 'Enter a slice through its door: @/features/<name> (index.ts) or @/features/<name>/client; inside a slice, import relatively.',
}
/** The door for a route file under src/app/api: a slice's `api/<handler>` module too. */
const apiRouteDoor = {
  regex: '^@/features/[^/]+/(?!client$|api/[^/]+$)',
  message: `${sliceDoor.message} A route file under src/app/api may also re-export a slice's @/features/<name>/api/<handler>.`,
}
/**
 * A relative path stays inside its folder (a top-level folder of src/, a slice, a slice's
 * logic/); anything else is imported through @/…, where the layer rules below see it. A file
 * `depth` folders below the folder's root leaves it with depth + 1 climbs.
 */
const staysInside = (depth, folder) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: `A relative import stays inside ${folder}: import other folders through @/…`,
})

// ---- What each layer may depend on (slot: @typescript-eslint/no-restricted-imports) ---------

const ioModules = ['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'tls', 'dgram', 'dns', 'child_process', 'cluster', 'worker_threads']
const pure = (what) => [
  {
    regex: '^@/(?!(domain|i18n)/|payload-types$)',
    message: `${what} is pure: it imports only @/domain, @/i18n, the generated types (@/payload-types) and pure npm libraries.`,
  },
  { regex: '^@payload-config$|^@payloadcms/|^server-only$|^react(-dom)?(/|$)', message: `${what} is pure: no CMS, no server-only code, no React.` },
  // The frameworks' types are welcome (Metadata, CollectionConfig); their code is not.
  { regex: '^(next|payload)(/|$)', allowTypeImports: true, message: `${what} is pure: only the types of next and payload.` },
  { regex: `^(node:)?(${ioModules.join('|')})$`, message: `${what} is pure: no file, network or process I/O.` },
]
const layers = {
  domain: pure('src/domain'),
  sliceLogic: pure("A slice's logic/"),
  data: [
    {
      regex: '^@/(views|components|blocks)(/|$)|^@/features/[^/]+/(ui|client)(/|$)',
      message: "src/data reads and shapes data; it imports no UI (@/views, @/components, @/blocks, a slice's ui/ or client/, React).",
    },
    // React's per-request memo (cache) is a data tool, not UI: the only name src/data takes from React.
    { regex: '^react(-dom)?(/|$)', allowImportNames: ['cache'], message: 'src/data imports no UI: from React only cache (per-request memo).' },
  ],
  collections: [{ regex: '^@/data(/|$)', message: 'Collections sit below src/data: the readers import the collections, not the other way round.' }],
  lib: [{ regex: '^@/(views|components|blocks|seed)(/|$)', message: 'src/lib is infrastructure: no UI (@/views, @/components, @/blocks) and no demo content (@/seed).' }],
}

/** Folders nest at most this deep below a zone's root (src/app's routes are the deepest). */
const depths = [0, 1, 2, 3, 4, 5, 6, 7, 8]
const withCase = (patterns) => patterns.map((pattern) => ({ caseSensitive: true, ...pattern }))
/**
 * The boundaries of one folder, one config object per depth below its root: `shape` and
 * `layer` are the complete pattern lists of the two slots for its files.
 */
const zone = (root, { folder, shape, layer = [], ignores = [] }) =>
  depths.map((depth) => ({
    files: [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: withCase([...shape, staysInside(depth, folder)]) }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: withCase(layer) }],
    },
  }))
const outsideSlices = [noTests, sliceDoor]
const layerBoundaries = [
  ...zone('src', { folder: 'src/', shape: outsideSlices }).slice(0, 1),
  ...zone('src/*', {
    folder: 'its top-level folder of src/',
    shape: outsideSlices,
    ignores: ['src/domain/**', 'src/data/**', 'src/collections/**', 'src/lib/**', 'src/features/**'],
  }),
  ...zone('src/domain', { folder: 'src/domain', shape: outsideSlices, layer: layers.domain }),
  ...zone('src/data', { folder: 'src/data', shape: outsideSlices, layer: layers.data }),
  ...zone('src/collections', { folder: 'src/collections', shape: outsideSlices, layer: layers.collections }),
  ...zone('src/lib', { folder: 'src/lib', shape: outsideSlices, layer: layers.lib }),
  ...zone('src/features/*', { folder: 'its slice', shape: outsideSlices }),
  ...zone('src/features/*/logic', { folder: "the slice's logic/", shape: outsideSlices, layer: layers.sliceLogic }),
  // A route file under src/app/api re-exports its slice's handler (`export { POST } from
  // '@/features/<name>/api/<handler>'`): the one way past the door besides index.ts and client.
  // src/app is the zone root, so a route `depth` folders below src/app/api is depth + 1 below it.
  ...depths.map((depth) => ({
    files: [`src/app/api/${'*/'.repeat(depth)}route.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: withCase([noTests, apiRouteDoor, staysInside(depth + 1, 'its top-level folder of src/')]) },
      ],
    },
  })),
]

export default defineConfig(
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
    'next-env.d.ts',
    // Generated: regenerated by `npm run generate:types`, `payload migrate:create`, `generate:importmap`.
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/admin/importMap.js',
  ]),
  js.configs.recommended,
  {
    files: sourceFiles,
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      // Numbers and booleans in messages and URLs are written by design (`${count} items`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}` stays a one-liner; a void value used anywhere else is still reported.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // An async function that needs no await is often one that implements an async contract (a
      // route handler, a store adapter's close()); unhandled promises are what no-floating-promises
      // and no-misused-promises catch.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: scriptFiles,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], nextPlugin.configs['core-web-vitals']],
    settings: { next: { rootDir: import.meta.dirname } },
  },
  ...layerBoundaries,
)
