// A small RFC 4180 CSV reader (quoted fields, doubled quotes, commas and newlines inside quotes) that keeps
// each record's line number for error messages, plus typed conversion of cells driven by a zod object schema.
import type { z } from 'zod';

/** A rejected line of the text file (or of a table, when `file` says so) and why. */
export interface Rejection {
  file?: string;
  line: number;
  text: string;
  reason: string;
}

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  cells: Record<string, string>;
}

/** Parses CSV text with a header row; blank lines are skipped. */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const rows: { line: number; cells: string[] }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else {
          if (c === '\n') line++;
          cell += c;
        }
      } else if (c === '"' && cell === '') quoted = true;
      else if (c === ',') {
        cells.push(cell);
        cell = '';
      } else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        break;
      } else cell += c;
    }
    cells.push(cell);
    if (cells.some((x) => x.trim() !== '')) rows.push({ line: start, cells: cells.map((x) => x.trim()) });
  }
  const [head, ...body] = rows;
  const header = head?.cells ?? [];
  return {
    header,
    records: body.map((r) => ({ line: r.line, cells: Object.fromEntries(header.map((h, j) => [h, r.cells[j] ?? ''])) })),
  };
}

type Kind = 'number' | 'boolean' | 'string' | 'record-number' | 'other';

/** The kind of value a field of a zod object takes (optional unwrapped). */
function kindOf(field: z.ZodType | undefined): Kind {
  let def = (field as unknown as { _zod: { def: { type: string; innerType?: unknown; valueType?: unknown } } } | undefined)?._zod.def;
  while (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default'))
    def = (def.innerType as { _zod: { def: typeof def } })._zod.def;
  if (!def) return 'other';
  if (def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'string' || def.type === 'enum' || def.type === 'literal') return 'string';
  if (def.type === 'record') return 'record-number';
  return 'other';
}

/**
 * Turns a record's cells into an object for `schema`: numbers and booleans converted by the field's type,
 * `a.b` headers nested (ratedCapacityKW.R410A), empty cells left out. Returns the problems instead of throwing.
 */
export function cellsToObject(
  cells: Record<string, string>,
  schema: z.ZodObject,
  skip: readonly string[] = [],
): { value: Record<string, unknown>; problems: string[] } {
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const [header, raw] of Object.entries(cells)) {
    if (skip.includes(header) || raw === '') continue;
    const [field, sub] = header.split('.', 2) as [string, string | undefined];
    const kind = kindOf(shape[field]);
    if (!(field in shape)) {
      problems.push(`unknown column ${header}`);
      continue;
    }
    if (kind === 'record-number') {
      if (!sub) {
        problems.push(`column ${header} needs a key, e.g. ${field}.R410A`);
        continue;
      }
      const n = Number(raw);
      if (!Number.isFinite(n)) problems.push(`${header}: "${raw}" is not a number`);
      else ((value[field] ??= {}) as Record<string, number>)[sub] = n;
    } else if (kind === 'number') {
      const n = Number(raw);
      if (!Number.isFinite(n)) problems.push(`${header}: "${raw}" is not a number`);
      else value[field] = n;
    } else if (kind === 'boolean') {
      const b = /^(true|yes|1)$/i.test(raw) ? true : /^(false|no|0)$/i.test(raw) ? false : undefined;
      if (b === undefined) problems.push(`${header}: "${raw}" is not true or false`);
      else value[field] = b;
    } else value[field] = raw;
  }
  return { value, problems };
}

/** Splits a list cell: "R22; R134a | R404A" -> ["R22", "R134a", "R404A"]. */
export function listCell(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[;|]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
