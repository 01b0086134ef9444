// The layers of ARCHITECTURE.md §1, checked by `npm run lint` (depcruise). Each rule's name is what a
// violation prints, so the message says which promise an import breaks. Dependencies point one way:
// src/engine <- src/catalogue <- src/contracts <- src/client <- src/state <- widgets <- host-site/web, and
// src/selection (the selection domain, run by the server and the browser) on engine, catalogue, contracts and i18n.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle: split the shared part out, or invert one import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-self-contained',
      severity: 'error',
      comment: 'src/engine is pure TypeScript shared by browser and server: it imports nothing outside itself.',
      from: { path: '^src/engine/' },
      to: { pathNot: ['^src/engine/'] },
    },
    {
      name: 'widgets-without-zod',
      severity: 'error',
      comment:
        "The contracts' zod schemas are the server's check: a widget that imports one at run time brings zod into its build (90 KB gzip in the classic bundle); take the types, or a constant from a module without zod.",
      from: { path: '^widgets/' },
      to: { path: ['^src/contracts/schemas/', 'node_modules/zod/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-eos-below-refrigerants',
      severity: 'error',
      comment: 'The Helmholtz evaluator (eos) is the layer under the fluids: eos never imports refrigerants.',
      from: { path: '^src/engine/eos/' },
      to: { path: '^src/engine/(refrigerants|pressure-temperature|sizing)/' },
    },
    {
      name: 'src-never-imports-widgets-or-site',
      severity: 'error',
      comment: 'src/ is framework-free and used by widgets and the host site, never the other way round.',
      from: { path: '^src/' },
      to: { path: '^(widgets|host-site)/' },
    },
    {
      name: 'src-layers-point-down',
      severity: 'error',
      comment: 'Inside src/ the order is engine <- catalogue <- contracts <- client <- state: a lower layer never imports a higher one.',
      from: { path: '^src/(engine|catalogue|contracts|client|i18n|theme)/' },
      to: { path: '^src/state/' },
    },
    {
      name: 'src-client-above-contracts',
      severity: 'error',
      comment: 'Contracts and the catalogue describe data; the HTTP client is built on them, not under them.',
      from: { path: '^src/(engine|catalogue|contracts|i18n|theme)/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'src-contracts-above-catalogue',
      severity: 'error',
      comment: 'The catalogue is below the contracts: catalogue and engine never import src/contracts.',
      from: { path: '^src/(engine|catalogue|i18n|theme)/' },
      to: { path: '^src/contracts/' },
    },
    {
      name: 'selection-above-contracts',
      severity: 'error',
      comment: 'src/selection is the selection domain built on engine, catalogue, contracts and i18n: none of those imports it.',
      from: { path: '^src/(engine|catalogue|contracts|i18n|theme)/' },
      to: { path: '^src/selection/' },
    },
    {
      name: 'selection-below-client',
      severity: 'error',
      comment: 'src/selection runs in the server and in the browser alike: no HTTP client, no signals, no styles (engine, catalogue, contracts, i18n only).',
      from: { path: '^src/selection/' },
      to: { path: '^src/(client|state|theme)/' },
    },
    {
      name: 'selection-without-node',
      severity: 'error',
      comment: 'src/selection is pure (no I/O): it imports no Node built-in, so the browser runs the same calculation.',
      from: { path: '^src/selection/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'widgets-never-import-site',
      severity: 'error',
      comment: 'A widget works on any shop page: it never imports the host site.',
      from: { path: '^widgets/' },
      to: { path: '^host-site/' },
    },
    {
      name: 'widget-imports-only-public-faces',
      severity: 'error',
      comment:
        "A widget folder imports its own files, widgets/internal, and other widgets only through their public index.ts.",
      from: { path: '^widgets/([^/]+)/', pathNot: '^widgets/internal/' },
      to: {
        path: '^widgets/',
        pathNot: ['^widgets/$1/', '^widgets/internal/', '^widgets/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'widgets-internal-is-private',
      severity: 'error',
      comment:
        'widgets/internal is the widgets\' toolkit: the site and stories use what the widgets export from their public files.',
      from: { pathNot: ['^widgets/', '^tests/', '^scripts/'] },
      to: { path: '^widgets/internal/' },
    },
    {
      name: 'site-server-and-web-apart',
      severity: 'error',
      comment: 'The server and the browser application share code only through src/.',
      from: { path: '^host-site/server/' },
      to: { path: '^host-site/web/' },
    },
    {
      name: 'site-web-and-server-apart',
      severity: 'error',
      comment: 'The server and the browser application share code only through src/.',
      from: { path: '^host-site/web/' },
      to: { path: '^host-site/server/' },
    },
    {
      name: 'site-features-never-import-app',
      severity: 'error',
      comment: 'Imports go shared -> features -> app: features, components, lib and config never import app/.',
      from: { path: '^host-site/web/(features|components|lib|config)/' },
      to: { path: '^host-site/web/app/' },
    },
    {
      name: 'site-shared-never-imports-features',
      severity: 'error',
      comment: 'components, lib and config are shared by every feature, so they never import one.',
      from: { path: '^host-site/web/(components|lib|config)/' },
      to: { path: '^host-site/web/features/' },
    },
    {
      name: 'site-features-apart',
      severity: 'error',
      comment: 'A feature never imports another feature: move what both need to components/ or lib/.',
      from: { path: '^host-site/web/features/([^/]+)/' },
      to: { path: '^host-site/web/features/', pathNot: '^host-site/web/features/$1/' },
    },
    {
      name: 'server-routes-apart',
      severity: 'error',
      comment: 'Routes are thin: a route folder never imports another route folder; shared work lives in services/.',
      from: { path: '^host-site/server/routes/api/([^/]+)/' },
      to: { path: '^host-site/server/routes/', pathNot: '^host-site/server/routes/api/$1/' },
    },
    {
      name: 'server-services-below-routes',
      severity: 'error',
      comment: 'Services do the domain work that routes call; they never import a route.',
      from: { path: '^host-site/server/services/' },
      to: { path: '^host-site/server/routes/' },
    },
    {
      name: 'product-never-imports-tests',
      severity: 'error',
      comment: 'Tests check the product; nothing outside tests/ imports from tests/ (fixtures included).',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'scripts-never-import-bench',
      severity: 'error',
      comment: 'Benchmarks use the build scripts, not the other way round: the bench runner lives in bench/.',
      from: { path: '^scripts/' },
      to: { path: '^bench/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|var|coverage|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
