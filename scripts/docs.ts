// `npm run docs`: rewrites the widget reference (docs/widgets.md) from the widgets' meta, and host-site/server/API.md from the
// server's OpenAPI document.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';
import { widgetEntries } from '../widgets/index';
import { apiReference, publishedDocument } from './docs/api-reference';
import { widgetReference, withReference } from './docs/widget-reference';

/** Writes `file` when its text changed, and says which. */
async function update(file: string, next: string, what: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (next !== current) await writeFile(file, next);
  console.log(`${path.relative(process.cwd(), file)} ${what} ${next === current ? 'is up to date' : 'rewritten'}`);
}

const referencePath = path.resolve(import.meta.dirname, '../docs/widgets.md');
const reference = await readFile(referencePath, 'utf8');
await update(referencePath, withReference(reference, widgetReference((await widgetEntries()).map((w) => w.meta))), 'widget reference');

// The application as it serves, on an in-memory database, without listening.
const app = await buildApp(loadConfig({ DATABASE_FILE: ':memory:', LOG_LEVEL: 'silent' }));
try {
  await update(path.resolve(import.meta.dirname, '../host-site/server/API.md'), apiReference(await publishedDocument(app)), 'API reference');
} finally {
  await app.close();
}
