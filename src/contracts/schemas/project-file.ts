// The project file (issue 27): a guest keeps his project in the browser and downloads it as this JSON file; a
// member downloads any of his. Loading one checks it whole before anything is replaced, so a bad file loses nothing.
import { z } from 'zod';
import { newProjectList, projectBounds, projectName } from './projects';

/** The file's format name: a JSON file without it is not a project, whatever else it holds. */
export const projectFileFormat = 'valve-selector-project';
/** Raised when the file's shape changes; a newer file is refused by name rather than read wrong. */
export const projectFileVersion = 1;

export const projectFile = z.object({
  format: z.literal(projectFileFormat),
  version: z.literal(projectFileVersion),
  savedAt: z.string().describe('When the file was written (ISO 8601 UTC).'),
  project: z.object({
    name: projectName,
    lists: z.array(newProjectList).max(projectBounds.listsPerProject),
  }),
});
export type ProjectFile = z.infer<typeof projectFile>;
export type ProjectFileContent = ProjectFile['project'];

/** Why a file is not loaded: the `projects:file.<code>` message, with its parameters. */
export type ProjectFileProblem = { code: 'notJson' } | { code: 'wrongFormat' } | { code: 'newerVersion'; version: number } | { code: 'invalid'; detail: string };

/** The file's text for a project, pretty-printed so that a person can read and compare it. */
export function writeProjectFile(project: ProjectFileContent, now: Date): string {
  const file: ProjectFile = { format: projectFileFormat, version: projectFileVersion, savedAt: now.toISOString(), project };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file's text as a project, or why it is not one (checked whole: nothing of a bad file is taken). */
export function readProjectFile(text: string): { project: ProjectFileContent } | { problem: ProjectFileProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: { code: 'notJson' } };
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== projectFileFormat) return { problem: { code: 'wrongFormat' } };
  if (typeof head.version === 'number' && head.version > projectFileVersion) return { problem: { code: 'newerVersion', version: head.version } };
  const parsed = projectFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: { code: 'invalid', detail: `${issue.path.join('.')}: ${issue.message}` } };
  }
  return { project: parsed.data.project };
}
