/**
 * Architecture rules (issue 15; decision 0037), checked by `npm run lint:arch`:
 *   npx depcruise server client shared db bench tests --config .dependency-cruiser.cjs
 * Type-only imports (`import type`) are seen (tsPreCompilationDeps), so a rule says whether they
 * count: only client/ may import types from server/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle through value imports (a cycle made only of `import type` erases at build time).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'platform-stays-below-the-web',
      severity: 'error',
      comment: 'server/platform is the system of record: no Hono, and nothing of the layers above it (pages, gateway, vendors, RSC rendering).',
      from: { path: '^server/platform/' },
      to: { path: ['^node_modules/(hono|@hono)/', '^server/(pages|gateway|vendors|rsc)(/|\\.tsx?$)'] },
    },
    {
      name: 'pages-and-vendors-reach-data-through-the-platform',
      severity: 'error',
      comment: 'Pages and vendors use platform services: no drizzle-orm, no bun:sqlite, nothing of db/ (schema, client, seed).',
      from: { path: '^server/(pages|vendors)/' },
      to: { path: ['^node_modules/drizzle-orm/', '^bun:sqlite$', '^db/'] },
    },
    {
      name: 'shared-imports-no-app-code',
      severity: 'error',
      comment: 'shared/ is used by client and server alike, so it imports nothing of either (not even types).',
      from: { path: '^shared/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'client-imports-only-types-from-server',
      severity: 'error',
      comment: 'Browser code may name server types (`import type`), never server values.',
      from: { path: '^client/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|tests/e2e/screenshots)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
