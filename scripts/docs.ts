// `npm run docs`: rewrites the README's widget reference from the widgets' meta.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { widgetEntries } from '../widgets/index';
import { widgetReference, withReference } from './docs/widget-reference';

const readmePath = path.resolve(import.meta.dirname, '../README.md');
const readme = await readFile(readmePath, 'utf8');
const next = withReference(readme, widgetReference((await widgetEntries()).map((w) => w.meta)));
if (next !== readme) await writeFile(readmePath, next);
console.log(next === readme ? 'README.md widget reference is up to date' : 'README.md widget reference rewritten');
