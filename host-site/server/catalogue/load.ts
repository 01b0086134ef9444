// Loads the catalogue files at start, validates each against its schema and the files against each other, and
// returns the in-memory Catalogue. Bad data stops the start with an error naming file, line and field, because a
// server that silently serves half a catalogue would give wrong selections.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Catalogue,
  catalogueFile,
  checkCatalogue,
  ENTITY_NAMES,
  entityFileName,
  type CatalogueData,
  type EntityName,
} from '../../../src/catalogue';
import { findSyntaxError, lineOf, locatePath } from './json-locate';

/** The demo catalogue shipped with the server. */
export const DEFAULT_CATALOGUE_DIR = fileURLToPath(new URL('./data', import.meta.url));

/** One problem in the files. */
export interface LoadIssue {
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** Path of the field inside the file, e.g. items[12].Sizeid. */
  field: string;
  message: string;
}

/** Thrown when the catalogue files are missing, malformed or inconsistent; `issues` lists every problem found. */
export class CatalogueLoadError extends Error {
  readonly file: string;
  readonly line: number;
  readonly field: string;

  constructor(readonly issues: LoadIssue[]) {
    const first = issues[0]!;
    const shown = issues.slice(0, 20).map(formatIssue);
    const more = issues.length > shown.length ? [`... and ${issues.length - shown.length} more`] : [];
    super(`Catalogue is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${[...shown, ...more].join('\n')}`);
    this.name = 'CatalogueLoadError';
    this.file = first.file;
    this.line = first.line;
    this.field = first.field;
  }
}

/** "file:line: field: message", the form editors and terminals link to. */
export function formatIssue(issue: LoadIssue): string {
  return `${issue.file}:${issue.line}: ${issue.field}: ${issue.message}`;
}

/** items[12].tech.kv from ['items', 12, 'tech', 'kv']. */
export function fieldName(p: readonly PropertyKey[]): string {
  return p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? String(s) : `.${String(s)}`)).join('') || '(file)';
}

/** What identifies an item in a message: its Id, PartNumber, KeyName, Code or Name. */
function itemLabel(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const o = item as Record<string, unknown>;
  for (const key of ['PartNumber', 'KeyName', 'Code', 'Id', 'Name']) {
    const v = o[key];
    if (typeof v === 'string' || typeof v === 'number') return ` (${key} ${v})`;
  }
  return '';
}

/** Reads and validates every file of a catalogue directory; returns the data or throws CatalogueLoadError. */
export function readCatalogueData(dir: string = DEFAULT_CATALOGUE_DIR): CatalogueData {
  const issues: LoadIssue[] = [];
  const texts = new Map<EntityName, string>();
  const parsed: Partial<Record<EntityName, { version: string; demo: boolean; sources: CatalogueData['sources']; items: unknown[] }>> = {};

  for (const entity of ENTITY_NAMES) {
    const file = entityFileName(entity);
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      issues.push({ file, line: 1, field: '(file)', message: `missing file ${full}` });
      continue;
    }
    const text = readFileSync(full, 'utf8');
    texts.set(entity, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      const syntax = findSyntaxError(text);
      const offset = syntax?.offset ?? 0;
      issues.push({ file, line: lineOf(text, offset), field: '(syntax)', message: `bad JSON: ${syntax?.message ?? (e as Error).message}` });
      continue;
    }
    const result = catalogueFile(entity).safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues) {
        // An unknown key is reported on its object; name the key itself so that the field points at it.
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
        const p = keys.length > 0 ? [...issue.path, keys[0]!] : issue.path;
        const item = typeof p[1] === 'number' ? (json as { items?: unknown[] }).items?.[p[1]] : undefined;
        issues.push({ file, line: lineOf(text, locatePath(text, p)), field: fieldName(p), message: `${issue.message}${itemLabel(item)}` });
      }
      continue;
    }
    parsed[entity] = result.data as (typeof parsed)[EntityName];
  }
  if (issues.length > 0) throw new CatalogueLoadError(issues);

  const families = parsed.families!;
  for (const entity of ENTITY_NAMES) {
    const f = parsed[entity]!;
    if (f.version !== families.version) {
      const text = texts.get(entity)!;
      issues.push({ file: entityFileName(entity), line: lineOf(text, locatePath(text, ['version'])), field: 'version', message: `version ${f.version} differs from families.json (${families.version})` });
    }
  }
  if (issues.length > 0) throw new CatalogueLoadError(issues);

  const data = {
    version: families.version,
    demo: ENTITY_NAMES.some((e) => parsed[e]!.demo),
    sources: dedupeSources(ENTITY_NAMES.flatMap((e) => parsed[e]!.sources)),
    ...Object.fromEntries(ENTITY_NAMES.map((e) => [e, parsed[e]!.items])),
  } as CatalogueData;

  for (const issue of checkCatalogue(data)) {
    const text = texts.get(issue.entity)!;
    const p = ['items', issue.index, ...issue.path];
    const item = (data[issue.entity] as unknown[])[issue.index];
    issues.push({ file: entityFileName(issue.entity), line: lineOf(text, locatePath(text, p)), field: fieldName(p), message: `${issue.message}${itemLabel(item)}` });
  }
  if (issues.length > 0) throw new CatalogueLoadError(issues);
  return data;
}

function dedupeSources(sources: CatalogueData['sources']): CatalogueData['sources'] {
  const seen = new Map<string, CatalogueData['sources'][number]>();
  for (const s of sources) if (!seen.has(s.id)) seen.set(s.id, s);
  return [...seen.values()];
}

/** Loads the catalogue for the server: validated files in, indexed model out. */
export function loadCatalogue(dir: string = DEFAULT_CATALOGUE_DIR): Catalogue {
  return new Catalogue(readCatalogueData(dir));
}
