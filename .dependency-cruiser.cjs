// The rules for imports between the top-level folders, checked by dependency-cruiser: `npm run deps`,
// a step of `npm test`. CommonJS (.cjs) because package.json says "type": "module" and this is the
// form `depcruise --init` writes for such a project. A rule names folders only, so a file may move
// within its folder freely; a new top-level folder gets its place in LAYERS below.
// What it sees: static imports and exports (type-only ones too), import('...') and vi.mock('...') with
// a literal path. What it cannot see: Vite's import.meta.glob (the section registry's, the islands'
// entry's and the studio's machine maps) and imports of a computed path (the boot script's).
//
// The folder graph as it is (each folder and a folder it imports, test files' imports included):
//   npx depcruise --config .dependency-cruiser.cjs --include-only '^(?!node_modules/)[^/]+/' --collapse '^[^/]+/' --output-type text . | sort -u

/**
 * The top-level folders from the top down. A folder may import the folders in the layers below its
 * own and nothing above it; folders in the same layer do not import each other. So no two folders
 * import each other, directly or round a longer cycle, and the list states which way the code leans:
 * the site's pages over the build and the engine, the engine over the features, the features over
 * the shared parts, and the data's definitions and the data at the bottom. The Node-only folders
 * (build/, server/, tests/) sit above the engine, the features and the shared parts, so the code
 * that runs in visitors' browsers never imports them.
 * The files in the repository's root (vite.config.ts, vitest.config.ts, playwright.config.ts,
 * eslint.config.js) are in no folder and may import anything; so may test files wherever they are.
 */
const LAYERS = [
  ['tests'], // test setup, helpers, unit, browser and deployed-site tests, benchmarks
  ['mocks'], // msw handlers the unit tests use
  ['pages'], // Vike's routes, layout, head and error page
  ['studio'], // the marketers' studio and its visual editor
  ['build', 'server'], // the steps around `vike build` and the scripts behind npm commands; the local Node server
  ['renderer'], // renders a page's sections to HTML
  ['content'], // reads, validates and resolves the content in data/
  ['sections'], // one folder per section type
  ['machines'], // the xstate machines sections run
  ['team'], // the team's components, display rules and content-system client
  ['head'], // the page head: tags, structured data, security policy, the live head writer
  ['consent'], // cookie consent and the measurement tags that wait for it
  ['contact'], // the contact form's browser side
  ['islands'], // the island protocol: attributes, loading, the boot script, hydration
  ['components'], // the shell and the small shared parts
  ['site'], // what every part may read: build settings, the site's values, interface texts, formats
  ['supabase'], // what is deployed to Supabase: edge functions and migrations
  ['schemas'], // the content types' JSON Schemas
  ['data', 'public'], // the content; files served as they are
]

/** Test files, wherever they are: they may import anything, as the tests/ folder may. */
const TEST_FILES = '[.](?:test|spec)[.]tsx?$|[.]deno-smoke[.]ts$'

const folders = (names) => `^(?:${names.join('|')})/`
const listed = LAYERS.flat()

/** For each folder, the folders it must not import: the layers above its own and its own layer's other folders. */
const layerRules = LAYERS.flatMap((layer, index) =>
  layer.flatMap((folder) => {
    const forbidden = [...LAYERS.slice(0, index).flat(), ...layer.filter((other) => other !== folder)]
    const below = LAYERS.slice(index + 1).flat()
    if (forbidden.length === 0) return []
    return [
      {
        name: `layers:${folder}`,
        comment:
          `${folder}/ may import only the folders in the layers below its own (LAYERS in .dependency-cruiser.cjs): ` +
          `${below.join(', ') || 'none'}; never ${forbidden.join(', ')}. The layers keep any two folders from depending ` +
          'on each other, directly or round a cycle. Move the imported code down to a folder both may import, or hand ' +
          'it over from above (a parameter, a callback, a setting in a root config file).',
        severity: 'error',
        from: { path: folders([folder]), pathNot: TEST_FILES },
        to: { path: folders(forbidden) },
      },
    ]
  }),
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layers:unlisted-folder',
      comment:
        'This module is in a top-level folder that LAYERS in .dependency-cruiser.cjs does not list, and it imports ' +
        "another of the repository's folders. Give the folder its place in LAYERS: which folders it may import " +
        'and which may import it.',
      severity: 'error',
      from: { path: '^[^/]+/', pathNot: [folders(listed), TEST_FILES] },
      to: { path: '^[^/]+/', pathNot: '^node_modules/', dependencyTypesNot: ['core'], couldNotResolve: false },
    },
    {
      name: 'layers:unlisted-folder-imported',
      comment:
        'This module imports from a top-level folder that LAYERS in .dependency-cruiser.cjs does not list. ' +
        'Give that folder its place in LAYERS: which folders it may import and which may import it.',
      severity: 'error',
      from: { path: folders(listed), pathNot: TEST_FILES },
      to: { path: '^[^/]+/', pathNot: ['^node_modules/', folders(listed)], dependencyTypesNot: ['core'], couldNotResolve: false },
    },
    {
      name: 'no-supabase-outside-node-side',
      comment:
        'supabase/ is what is deployed to Supabase: the edge functions (Deno) and the migrations. Only the local ' +
        "server (server/: it runs the functions' handlers on Node and reads the speed report), the build and tests " +
        'import it; code that runs in the browser or renders the site never does, but for the rules a function ' +
        'shares with the browser (limits, messages), which live in supabase/functions/_shared/<name>Rules.ts, import ' +
        "nothing and are the function's one source (a deployed function bundles only what is inside supabase/functions/).",
      severity: 'error',
      from: { path: '^[^/]+/', pathNot: [folders(['supabase', 'server', 'build', 'tests']), TEST_FILES] },
      // But for the rule sets written as the one source for the browser and a function (the contact
      // message's, its attribution's, real visitors' speed's: `_shared/*Rules.ts`, which import nothing):
      // a function deployed to Supabase bundles only what is inside supabase/functions/.
      to: { path: folders(['supabase']), pathNot: '^supabase/functions/_shared/[^/]+Rules[.]ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that resolves to no file and no package, so the rules above cannot place it: a missing file, ' +
        "a package not installed, a misspelt path. Vite's virtual modules (virtual:...), which only its plugins " +
        'provide, are left out.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // Cruise the repository's own code; its dependencies only as far as the package they are in.
    doNotFollow: { path: ['node_modules'] },
    // Output and caches (they are in .gitignore) and dot folders (.git, .vite, .wrangler); not a relative path (a dot, or two, then a slash),
    // which an import that did not resolve keeps. public/ is not left out: it holds no code, and an
    // import of a file in it (`?raw`) should show.
    exclude: { path: ['^[.][^./]', '^(?:dist[^/]*|var|test-results|playwright-report)(?:/|$)', '^tests/bench/results(?:/|$)'] },
    // Type-only imports tie folders together as much as the others.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Vitest's calls that name a module: a mocked module is a dependency of its test.
    exoticRequireStrings: ['vi.mock', 'vi.doMock', 'vi.importActual', 'vi.importMock'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      // Imports name their extension (tsconfig.json: allowImportingTsExtensions); these are for packages.
      extensions: ['.ts', '.tsx', '.js', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
