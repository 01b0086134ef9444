import type { TFunction } from 'i18next';
import { readProjectFile, writeProjectFile, type ProjectFileContent } from '../../../../src/contracts/schemas/project-file';

/** Offers the project as a file to save: project-<name>.json, the name made safe for any file system. */
export function downloadProject(project: ProjectFileContent, now: Date = new Date()): void {
  const blob = new Blob([writeProjectFile(project, now)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `project-${project.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60)}.json`;
  link.click();
  // The click has started the download; the object URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A chosen file as a project, or the message that says why it is not one (nothing is changed then). */
export async function projectOfFile(file: File, t: TFunction): Promise<{ project: ProjectFileContent } | { message: string }> {
  const read = readProjectFile(await file.text());
  if ('project' in read) return read;
  const { code, ...params } = read.problem;
  return { message: t('projects:page.fileInvalid', { reason: t(`projects:file.${code}`, params) }) };
}
