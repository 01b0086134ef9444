import { tokenNames, tokenProperty, tokens } from '../../../src/theme';
import { attributeName, callbackName, type AttributeSpec, type WidgetMeta } from './meta';

/** One element of the manifest: its meta, the module that defines it and the class that module exports. */
export interface ManifestEntry {
  meta: WidgetMeta;
  /** Path of the ES module, relative to the manifest: `esm/unit-converter.js`. */
  module: string;
  className: string;
}

/**
 * The Custom Elements Manifest (schema 2.1) of the widgets, written from their `meta`: the one source
 * editors, Storybook and shops' tooling read for attributes, properties, events, parts and CSS properties.
 */
export function customElementsManifest(entries: readonly ManifestEntry[]) {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: entries.map(({ meta, module, className }) => ({
      kind: 'javascript-module' as const,
      path: module,
      declarations: [declaration(meta, className)],
      exports: [
        { kind: 'js' as const, name: className, declaration: { name: className, module } },
        { kind: 'custom-element-definition' as const, name: meta.tag, declaration: { name: className, module } },
      ],
    })),
  };
}

function declaration(meta: WidgetMeta, className: string) {
  const attributes = Object.entries(meta.attributes);
  return {
    kind: 'class' as const,
    name: className,
    tagName: meta.tag,
    customElement: true as const,
    description: meta.doc,
    superclass: { name: 'HTMLElement' },
    attributes: attributes.map(([prop, spec]) => ({
      name: attributeName(prop),
      fieldName: prop,
      description: spec.doc ?? '',
      type: { text: attributeTypeText(spec) },
      ...(spec.default === undefined ? {} : { default: JSON.stringify(spec.default) }),
    })),
    members: attributes.map(([prop, spec]) => ({
      kind: 'field' as const,
      name: prop,
      attribute: attributeName(prop),
      reflects: true,
      description: spec.doc ?? '',
      type: { text: propertyTypeText(spec) },
      ...(spec.default === undefined ? {} : { default: defaultText(spec) }),
    })),
    events: Object.entries(meta.events).map(([name, spec]) => ({
      name,
      description: `${spec.doc} (React prop ${callbackName(name)}.)`,
      type: { text: `CustomEvent<${spec.detail}>` },
    })),
    cssParts: Object.entries(meta.parts).map(([name, description]) => ({ name, description })),
    cssProperties: [
      ...Object.entries(meta.cssProperties).map(([name, spec]) => ({
        name,
        description: spec.doc,
        default: spec.default,
      })),
      ...tokenNames.map((name) => ({
        name: tokenProperty(name),
        description: `Shared token: ${tokens[name].doc}`,
        default: tokens[name].value,
      })),
    ],
  };
}

function attributeTypeText(spec: AttributeSpec): string {
  if (spec.values) return spec.values.map((v) => JSON.stringify(v)).join(' | ');
  return spec.type === 'json' ? 'string' : spec.type;
}

function propertyTypeText(spec: AttributeSpec): string {
  if (spec.values && spec.type === 'number') return spec.values.join(' | ');
  if (spec.values) return spec.values.map((v) => JSON.stringify(v)).join(' | ');
  return spec.type === 'json' ? 'unknown' : spec.type;
}

function defaultText(spec: AttributeSpec): string {
  return spec.type === 'string' ? JSON.stringify(spec.default) : String(spec.default);
}
