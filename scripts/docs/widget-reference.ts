// The widget reference (docs/widgets.md), written from each widget's `meta` (the one source the manifest, Storybook and
// the element itself also read), so the documentation cannot drift from the code.
import { attributeName, type WidgetMeta } from '../../widgets/internal/element/meta';

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function widgetReference(metas: readonly WidgetMeta[]): string {
  return metas.map(section).join('\n');
}

function section(meta: WidgetMeta): string {
  const lines = [`## \`<${meta.tag}>\``, '', meta.doc, ''];
  const attributes = Object.entries(meta.attributes);
  if (attributes.length) {
    lines.push('| attribute | default | values | meaning |', '|---|---|---|---|');
    for (const [prop, spec] of attributes) {
      const values = spec.values ? spec.values.join(', ') : spec.type;
      lines.push(`| \`${attributeName(prop)}\` | ${spec.default ?? ''} | ${escape(values)} | ${escape(spec.doc ?? '')} |`);
    }
    lines.push('');
  }
  const events = Object.entries(meta.events);
  if (events.length) {
    lines.push('| event | detail | when |', '|---|---|---|');
    for (const [name, spec] of events) lines.push(`| \`${name}\` | \`${escape(spec.detail)}\` | ${escape(spec.doc)} |`);
    lines.push('');
  }
  const parts = Object.entries(meta.parts);
  if (parts.length) lines.push(`Parts: ${parts.map(([name, doc]) => `\`${name}\` (${doc.replace(/\.$/, '')})`).join('; ')}.`, '');
  const properties = Object.entries(meta.cssProperties);
  if (properties.length) {
    lines.push(`CSS properties: ${properties.map(([name, p]) => `\`${name}\` (${p.doc.replace(/\.$/, '')}; default \`${p.default}\`)`).join('; ')}.`, '');
  }
  return lines.join('\n');
}

/** Text with the block between the markers replaced by `reference`. */
export function withReference(readme: string, reference: string): string {
  const start = '<!-- widget-reference:start -->';
  const end = '<!-- widget-reference:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/widgets.md lacks the ${start} ... ${end} markers`);
  return `${readme.slice(0, from + start.length)}\n${reference}${readme.slice(to)}`;
}
