// Which code may import which, as oxlint overrides of `no-restricted-imports`. Each message says
// what to do instead. Later overrides replace earlier ones for the same rule, so each lists every
// pattern that applies to its files: first for all files, then for production files only.

const noApiFromFrontEnds = {
  group: ['@yardstick/api', '@yardstick/api/*', '**/packages/api/**', '../../api/*'],
  message:
    'Front ends talk to the server only over HTTP: use the typed client and schemas from @yardstick/core instead of api internals.',
};

const noTestSupport = {
  group: [
    '**/testing/**',
    '**/testing',
    '@yardstick/*/testing',
    '@yardstick/e2e-support',
    '@yardstick/e2e-support/*',
  ],
  message:
    'Production code never imports test support: fakes and factories are for *.test.ts files and the testing folders only.',
};

// sourceMappedStacks is its own entry: the database thread installs it without loading the engine;
// so is providerOptions, for config, which the process supervising the server reads.
const engineThroughItsEntry = {
  group: [
    '@yardstick/engine/*',
    '!@yardstick/engine/testing',
    '!@yardstick/engine/sourceMappedStacks',
    '!@yardstick/engine/providerOptions',
    '**/engine/src/**',
  ],
  message:
    'Use the engine through its public entry (`@yardstick/engine`): export what you need from packages/engine/src/index.ts.',
};

const widgetIsEmbedded = {
  group: [
    '@yardstick/admin',
    '@yardstick/admin/*',
    '@yardstick/storefront',
    '@yardstick/storefront/*',
  ],
  message:
    'The widget is embedded by the apps, not the other way round: move shared UI into the widget or core.',
};

const engineIsPure = {
  group: ['express', 'express-*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-*', '@electric-sql/*'],
  message:
    'The engine is pure of HTTP and SQL: return data and let packages/api serve and store it.',
};

const engineNeedsCoreOnly = {
  group: [
    '@yardstick/api',
    '@yardstick/api/*',
    '@yardstick/widget',
    '@yardstick/widget/*',
    '@yardstick/admin',
    '@yardstick/storefront',
  ],
  message: 'The engine depends on core only: move the shared rule into @yardstick/core.',
};

// ---- The api's layout: app/ composes, platform/ serves every module, modules/* open through one door ----
// packages/api/src/app/ builds the server, platform/ holds what any module may use (config, the
// database, blobs, jobs, HTTP plumbing), and each folder of modules/ is one part of the product
// that others reach only through its index.ts; testing/ holds test support only.
const API_SRC = 'packages/api/src';
/** The api's modules: each is reached from outside only through its index.ts. */
const API_MODULES = [
  'accuracy',
  'accounts',
  'billing',
  'estimates',
  'notifications',
  'priceList',
  'quotes',
  'storefronts',
];

const apiNothingImportsApp = {
  group: ['**/app/**', '**/app'],
  message:
    'app/ composes the server and nothing imports it: take what you need as a parameter (app/ passes it in), or move the shared piece into platform/ or a module.',
};

const platformImportsNoModule = {
  group: ['**/modules/**', '**/modules'],
  message:
    'platform/ serves every module and imports none: take the look-up as a function or an interface that app/ builds from the module (see platform/http/authenticate.ts).',
};

const sqlInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message:
    "SQL lives in platform/db/ and in a module's …Repository.ts: add a method to the module's repository and call it.",
};

const httpAtTheEdge = {
  group: ['express', 'express-*'],
  message:
    "HTTP stays in platform/http/, a module's routers (router.ts, …Router.ts, …Middleware.ts) and app/: take plain arguments, return data and throw the errors of platform/errors.ts.",
};

/** Another module's files, except its door: by path from anywhere, by ../name from a sibling module. */
function moduleDoor(name) {
  const within = ['..', '../..', '../../..'].flatMap((up) => [
    `${up}/${name}/**`,
    `!${up}/${name}/index.ts`,
  ]);
  return {
    group: [`**/modules/${name}/**`, `!**/modules/${name}/index.ts`],
    message: `Use the ${name} module through its door: import from modules/${name}/index.ts (export what you need there).`,
    within,
  };
}

/** The door rules for a file outside every module, or inside module `self`. */
function moduleDoors(self) {
  return API_MODULES.filter((name) => name !== self).map((name) => {
    const { group, message, within } = moduleDoor(name);
    return { group: self ? [...group, ...within] : group, message };
  });
}

/**
 * `name/*` refuses what lies below `name` at any depth (`name/a/b` too), as the patterns are
 * read here: oxlint matches a specifier whole, so each gets its `name/**`.
 */
function atAnyDepth(pattern) {
  const group = pattern.group.flatMap((glob) =>
    glob.endsWith('/*') && !glob.startsWith('!') ? [glob, `${glob}*`] : [glob],
  );
  return { ...pattern, group };
}

/** An override: `patterns` are refused in `files`, except in `excludeFiles`. */
function restrict(files, patterns, excludeFiles = []) {
  const rule = ['error', { patterns: patterns.map(atAnyDepth) }];
  return { files, excludeFiles, rules: { 'no-restricted-imports': rule } };
}

/** The layout's import rules; production files also never import test support. */
function apiLayout() {
  const tests = [`${API_SRC}/**/*.test.ts`, `${API_SRC}/testing/**`];
  const prod = [engineThroughItsEntry, noTestSupport];
  const modules = API_MODULES.flatMap((name) => {
    const dir = `${API_SRC}/modules/${name}`;
    const base = [...prod, apiNothingImportsApp, ...moduleDoors(name)];
    const repositories = `${dir}/**/*Repository.ts`;
    const routers = [`${dir}/**/router.ts`, `${dir}/**/*Router.ts`, `${dir}/**/*Middleware.ts`];
    return [
      restrict([`${dir}/**/*.ts`], [...base, sqlInRepositories, httpAtTheEdge], tests),
      restrict([repositories], [...base, httpAtTheEdge], tests),
      restrict(routers, [...base, sqlInRepositories], tests),
    ];
  });
  const platform = [...prod, apiNothingImportsApp, platformImportsNoModule];
  return [
    restrict(
      [`${API_SRC}/**/*.ts`],
      [...prod, apiNothingImportsApp, ...moduleDoors()],
      [...tests, `${API_SRC}/app/**`],
    ),
    restrict([`${API_SRC}/app/**/*.ts`], [...prod, sqlInRepositories, ...moduleDoors()], tests),
    restrict(
      [`${API_SRC}/platform/**/*.ts`],
      [...platform, sqlInRepositories, httpAtTheEdge],
      tests,
    ),
    restrict([`${API_SRC}/platform/db/**/*.ts`], [...platform, httpAtTheEdge], tests),
    restrict([`${API_SRC}/platform/http/**/*.ts`], [...platform, sqlInRepositories], tests),
    ...modules,
    restrict(tests, [engineThroughItsEntry, ...moduleDoors()]),
  ];
}

/** core is the shared base: pure, and importing none of the other packages. */
const coreIsPure = [
  {
    group: ['@yardstick/*', '../../*'],
    message:
      'core is the shared base and imports none of the other packages: move the shared rule into core, or keep the code in its own package.',
  },
  {
    group: [
      'node:*',
      'fs',
      'path',
      'http',
      'https',
      'express',
      'react',
      'react-dom',
      'pg',
      'stripe',
      'drizzle-orm',
      'drizzle-orm/*',
    ],
    message:
      'core is pure (no I/O, no DOM, no framework): pass the data in as arguments and do the I/O in api or a front end.',
  },
];

/** The overrides, in the order they apply. */
export function importBoundaries() {
  return [
    restrict(['packages/core/src/**/*.ts'], coreIsPure),
    ...boundaries('packages/{admin,storefront}', [noApiFromFrontEnds]),
    ...boundaries('packages/widget', [noApiFromFrontEnds, widgetIsEmbedded]),
    ...boundaries('packages/engine', [engineIsPure, engineNeedsCoreOnly]),
    ...boundaries('packages/api', [engineThroughItsEntry]),
    ...apiLayout(),
  ];
}

/** The import rules of a package: `patterns` everywhere, plus no test support in production files. */
function boundaries(pkg, patterns) {
  const files = [`${pkg}/**/*.{ts,tsx}`];
  return [
    restrict(files, patterns),
    restrict(
      files,
      [...patterns, noTestSupport],
      [
        '**/*.test.{ts,tsx}',
        '**/testing/**',
        '**/contract/**',
        '**/e2e/**',
        // Benches drive a running server from outside, as tests do.
        '**/bench/**',
        '**/*.config.ts',
      ],
    ),
  ];
}
