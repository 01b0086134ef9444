// Replaces a directory's files all at once: everything is written into a sibling temporary directory first and
// swapped in by rename, so a failure half-way leaves the old catalogue untouched (nothing half-imported).
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `files` as the new content of `dir`; other files already in `dir` (a README) are kept. */
export function writeDirAtomic(dir: string, files: readonly { name: string; text: string }[]): void {
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = `${dir}.tmp-${stamp}`;
  const old = `${dir}.old-${stamp}`;
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(tmp);
  try {
    const names = new Set(files.map((f) => f.name));
    if (existsSync(dir))
      for (const entry of readdirSync(dir)) if (!names.has(entry)) cpSync(path.join(dir, entry), path.join(tmp, entry), { recursive: true });
    for (const f of files) writeFileSync(path.join(tmp, f.name), f.text);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  const hadOld = existsSync(dir);
  if (hadOld) renameSync(dir, old);
  try {
    renameSync(tmp, dir);
  } catch (e) {
    if (hadOld) renameSync(old, dir);
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  if (hadOld) rmSync(old, { recursive: true, force: true });
}
