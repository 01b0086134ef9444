// Writes an entity file as text: the header pretty-printed, then one item per line. One line per item keeps
// the files diff-friendly for a maker and lets an error message point at the item's line.
import { ENTITY_NAMES, entityFileName, type CatalogueData, type EntityName, type Source } from './schema/files';

/** Text of one entity's file. */
export function catalogueFileText(
  entity: EntityName,
  data: CatalogueData,
  options: { notice?: string; sources?: Source[] } = {},
): string {
  const items = data[entity] as unknown[];
  const sources = options.sources ?? data.sources;
  const lines = [
    '{',
    `  "entity": ${JSON.stringify(entity)},`,
    `  "version": ${JSON.stringify(data.version)},`,
    `  "demo": ${data.demo},`,
    ...(options.notice ? [`  "notice": ${JSON.stringify(options.notice)},`] : []),
    sources.length === 0 ? '  "sources": [],' : `  "sources": [\n${sources.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ],`,
    items.length === 0 ? '  "items": []' : `  "items": [\n${items.map((i) => `    ${JSON.stringify(i)}`).join(',\n')}\n  ]`,
    '}',
    '',
  ];
  return lines.join('\n');
}

/** Every entity's file name and text. */
export function catalogueFiles(
  data: CatalogueData,
  options: { notice?: string; sourcesFor?: (entity: EntityName) => Source[] } = {},
): { name: string; text: string }[] {
  return ENTITY_NAMES.map((entity) => ({
    name: entityFileName(entity),
    text: catalogueFileText(entity, data, {
      ...(options.notice ? { notice: options.notice } : {}),
      ...(options.sourcesFor ? { sources: options.sourcesFor(entity) } : {}),
    }),
  }));
}
