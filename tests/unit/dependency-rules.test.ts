// The layer rules of .dependency-cruiser.cjs (run by `npm run lint`) catch what they promise: each planted
// import in a throw-away tree shaped like this repository is reported under the rule's name, and a tree that
// keeps the layers is reported clean, so a rule that matches nothing (a typo in a path) fails here.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** A tree that keeps every layer: the one-way chain of ARCHITECTURE.md §1, and the allowed side doors. */
const lawful: Record<string, string> = {
  'src/engine/eos/evaluate.ts': 'export const alphar = 1;',
  'src/engine/refrigerants/fluid.ts': "import { alphar } from '../eos/evaluate';\nexport const fluid = alphar;",
  'src/catalogue/model.ts': "import { fluid } from '../engine/refrigerants/fluid';\nexport const model = fluid;",
  'src/contracts/valve.ts': "import { model } from '../catalogue/model';\nexport const valve = model;",
  'src/client/api-client.ts': "import { valve } from '../contracts/valve';\nexport const client = valve;",
  'src/selection/rows.ts': "import { valve } from '../contracts/valve';\nexport const rows = valve;",
  'src/state/session.ts': "import { client } from '../client/api-client';\nexport const session = client;",
  'widgets/internal/define-widget.ts': "import { session } from '../../src/state/session';\nexport const define = session;",
  'widgets/performance-chart/index.ts': "import { define } from '../internal/define-widget';\nexport const chart = define;",
  'widgets/selector/selector.tsx': "import { chart } from '../performance-chart/index';\nexport const selector = chart;",
  'widgets/providers.ts': "export { define } from './internal/define-widget';",
  'host-site/web/lib/call-queries.ts': "import { define } from '../../../widgets/providers';\nexport const useCallQuery = define;",
  'host-site/web/features/home/home-page.tsx': "import { useCallQuery } from '../../lib/call-queries';\nexport const HomePage = useCallQuery;",
  'host-site/web/app/routes/home.ts': "import { HomePage } from '../../features/home/home-page';\nexport const home = HomePage;",
  'host-site/server/services/selection/grade.ts': "import { model } from '../../../../src/catalogue/model';\nexport const grade = model;",
  'host-site/server/routes/api/selection/index.ts': "import { grade } from '../../../services/selection/grade';\nexport const route = grade;",
  'stories/selector.stories.tsx': "import { selector } from '../widgets/selector/selector';\nexport const story = selector;",
  'tests/unit/selector.test.ts': "import { define } from '../../widgets/internal/element/define-widget';\nexport const t = define;",
  'scripts/build.ts': 'export const build = 1;',
  'bench/run.ts': "import { build } from '../scripts/build';\nexport const bench = build;",
};

/** One planted import per rule: the file that breaks the rule, and what it imports. */
const planted: { rule: string; files: Record<string, string> }[] = [
  { rule: 'engine-is-self-contained', files: { 'src/engine/units/leak.ts': "import { model } from '../../catalogue/model';\nexport const x = model;" } },
  {
    rule: 'widgets-without-zod',
    files: {
      'src/contracts/schemas/bom.ts': 'export const bomItemsLimit = 200;',
      'widgets/internal/commerce/row-coil-choice.tsx': "import { bomItemsLimit } from '../../../src/contracts/schemas/bom';\nexport const x = bomItemsLimit;",
    },
  },
  { rule: 'engine-eos-below-refrigerants', files: { 'src/engine/eos/library.ts': "import { fluid } from '../refrigerants/fluid';\nexport const x = fluid;" } },
  { rule: 'src-never-imports-widgets-or-site', files: { 'src/i18n/widget.ts': "import { chart } from '../../widgets/performance-chart/index';\nexport const x = chart;" } },
  { rule: 'src-layers-point-down', files: { 'src/client/session.ts': "import { session } from '../state/session';\nexport const x = session;" } },
  { rule: 'src-client-above-contracts', files: { 'src/contracts/call.ts': "import { client } from '../client/api-client';\nexport const x = client;" } },
  { rule: 'src-contracts-above-catalogue', files: { 'src/catalogue/wire.ts': "import { valve } from '../contracts/valve';\nexport const x = valve;" } },
  { rule: 'selection-above-contracts', files: { 'src/contracts/answer.ts': "import { rows } from '../selection/rows';\nexport const x = rows;" } },
  { rule: 'selection-below-client', files: { 'src/selection/fetch.ts': "import { client } from '../client/api-client';\nexport const x = client;" } },
  { rule: 'selection-without-node', files: { 'src/selection/read.ts': "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;" } },
  { rule: 'widgets-never-import-site', files: { 'widgets/search-box/search-box.tsx': "import { useCallQuery } from '../../host-site/web/lib/call-queries';\nexport const x = useCallQuery;" } },
  {
    rule: 'widget-imports-only-public-faces',
    files: {
      'widgets/performance-chart/performance-chart.model.ts': 'export const model = 1;',
      'widgets/selector/selector.units.ts': "import { model } from '../performance-chart/performance-chart.model';\nexport const x = model;",
    },
  },
  { rule: 'widgets-internal-is-private', files: { 'host-site/web/features/home/client.ts': "import { define } from '../../../../widgets/internal/define-widget';\nexport const x = define;" } },
  { rule: 'site-server-and-web-apart', files: { 'host-site/server/services/page.ts': "import { HomePage } from '../../web/features/home/home-page';\nexport const x = HomePage;" } },
  { rule: 'site-web-and-server-apart', files: { 'host-site/web/lib/grade.ts': "import { grade } from '../../server/services/selection/grade';\nexport const x = grade;" } },
  { rule: 'site-features-never-import-app', files: { 'host-site/web/features/home/link.ts': "import { home } from '../../app/routes/home';\nexport const x = home;" } },
  { rule: 'site-shared-never-imports-features', files: { 'host-site/web/components/card.tsx': "import { HomePage } from '../features/home/home-page';\nexport const x = HomePage;" } },
  { rule: 'site-features-apart', files: { 'host-site/web/features/selector/page.tsx': "import { HomePage } from '../home/home-page';\nexport const x = HomePage;" } },
  {
    rule: 'server-routes-apart',
    files: {
      'host-site/server/routes/api/valve/lookup.ts': 'export const lookup = 1;',
      'host-site/server/routes/api/selection/scope.ts': "import { lookup } from '../valve/lookup';\nexport const x = lookup;",
    },
  },
  { rule: 'server-services-below-routes', files: { 'host-site/server/services/selection/rows.ts': "import { route } from '../../routes/api/selection/index';\nexport const x = route;" } },
  { rule: 'product-never-imports-tests', files: { 'stories/chart.stories.tsx': "import { t } from '../tests/unit/selector.test';\nexport const x = t;" } },
  { rule: 'scripts-never-import-bench', files: { 'scripts/report.ts': "import { bench } from '../bench/run';\nexport const x = bench;" } },
  {
    rule: 'no-circular',
    files: {
      'src/engine/units/a.ts': "import { b } from './b';\nexport const a = () => b;",
      'src/engine/units/b.ts': "import { a } from './a';\nexport const b = () => a;",
    },
  },
];

let root: string;

async function plant(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(root, 'tree-'));
  for (const [file, text] of Object.entries({ ...lawful, ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `${text}\n`);
  }
  return dir;
}

/** The names of the rules the project's configuration reports broken in `dir`. */
async function brokenRules(dir: string): Promise<string[]> {
  const folders = ['src', 'widgets', 'host-site', 'stories', 'scripts', 'bench', 'tests'];
  const { output } = await cruise(
    folders,
    {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsPreCompilationDeps: true,
      exclude: { path: 'node_modules' },
    },
    { extensions: ['.ts', '.tsx'] },
  );
  const result = output as ICruiseResult;
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))].sort();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vs-layers-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the layer rules', () => {
  it('every rule of the configuration is planted below', () => {
    expect(planted.map((p) => p.rule).sort()).toEqual((config.forbidden ?? []).map((rule) => rule.name).sort());
  });

  it('find nothing in a tree that keeps the layers', async () => {
    expect(await brokenRules(await plant({}))).toEqual([]);
  });

  it.each(planted)('catch a planted violation of $rule', async ({ rule, files }) => {
    expect(await brokenRules(await plant(files))).toEqual([rule]);
  });
});
