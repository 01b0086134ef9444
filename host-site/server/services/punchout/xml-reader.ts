// A small, strict XML reader for the cXML a buyer's purchasing system posts (issue 35). cXML needs elements,
// attributes and text, nothing of DTDs: an internal DTD subset (where entities would be declared) is refused, and
// only XML's five predefined entities and character references are decoded, so no entity ever expands and no
// external resource is fetched. One pass, linear in the text; the text's size is bounded by the route's body limit
// and the nesting by `maxDepth`.

/** An element as read: its name, attributes and children (elements and text, in order). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

/** The text is no XML this reader takes; the message says where and why, for the sender's log. */
export class XmlRefused extends Error {}

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string, at: number): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{0,12});|&/g, (whole, name: string | undefined) => {
    if (name !== undefined) {
      if (name in predefined) return predefined[name]!;
      const code = /^#x([0-9a-fA-F]{1,6})$/.exec(name)?.[1] ?? /^#(\d{1,7})$/.exec(name)?.[1];
      if (code !== undefined) {
        const point = name.startsWith('#x') ? parseInt(code, 16) : Number(code);
        if (point > 0 && point <= 0x10ffff) return String.fromCodePoint(point);
      }
    }
    throw new XmlRefused(`an entity other than XML's own (${whole}) near offset ${at}`);
  });
}

const namePattern = /^[A-Za-z_:][-\w:.]*/;
const attributePattern = /\s+([A-Za-z_:][-\w:.]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

function startTag(inside: string, at: number): { name: string; attributes: Record<string, string>; empty: boolean } {
  const empty = inside.endsWith('/');
  const body = empty ? inside.slice(0, -1) : inside;
  const name = namePattern.exec(body)?.[0];
  if (!name) throw new XmlRefused(`a tag without a name at offset ${at}`);
  const attributes: Record<string, string> = {};
  let read = name.length;
  attributePattern.lastIndex = read;
  for (let match = attributePattern.exec(body); match; match = attributePattern.exec(body)) {
    attributes[match[1]!] = decode(match[2] ?? match[3] ?? '', at);
    read = attributePattern.lastIndex;
  }
  if (body.slice(read).trim() !== '') throw new XmlRefused(`an attribute that is not name="value" in <${name}> at offset ${at}`);
  return { name, attributes, empty };
}

/** The end of a start tag: the first `>` outside a quoted attribute value. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

function after(text: string, marker: string, from: number, what: string): number {
  const end = text.indexOf(marker, from);
  if (end === -1) throw new XmlRefused(`${what} that never ends (offset ${from})`);
  return end + marker.length;
}

/**
 * The root element of `text`.
 * @throws XmlRefused for anything that is not well-formed, a DTD's internal subset, an undeclared entity, or nesting
 * deeper than `maxDepth`.
 */
export function readXml(text: string, maxDepth = 32): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const between = text.slice(at, open === -1 ? text.length : open);
    if (between !== '') {
      const top = stack.at(-1);
      if (top) top.children.push(decode(between, at));
      else if (between.trim() !== '') throw new XmlRefused(`text outside the root element at offset ${at}`);
    }
    if (open === -1) break;
    if (text.startsWith('<!--', open)) at = after(text, '-->', open + 4, 'a comment');
    else if (text.startsWith('<![CDATA[', open)) {
      const end = after(text, ']]>', open + 9, 'a CDATA section');
      const top = stack.at(-1);
      if (!top) throw new XmlRefused(`a CDATA section outside the root element at offset ${open}`);
      top.children.push(text.slice(open + 9, end - 3));
      at = end;
    } else if (text.startsWith('<?', open)) at = after(text, '?>', open + 2, 'a processing instruction');
    else if (text.startsWith('<!DOCTYPE', open)) {
      const end = after(text, '>', open, 'a DOCTYPE');
      // cXML names its DTD by address only (`<!DOCTYPE cXML SYSTEM "…cXML.dtd">`), which is never fetched.
      if (root || stack.length > 0 || text.slice(open, end).includes('[')) throw new XmlRefused(`a DOCTYPE with declarations, or out of place, at offset ${open}`);
      at = end;
    } else if (text.startsWith('<!', open)) throw new XmlRefused(`a declaration at offset ${open}`);
    else if (text.startsWith('</', open)) {
      const end = after(text, '>', open, 'an end tag');
      const name = text.slice(open + 2, end - 1).trim();
      const top = stack.pop();
      if (!top || top.name !== name) throw new XmlRefused(`</${name}> does not close ${top ? `<${top.name}>` : 'anything'} (offset ${open})`);
      at = end;
    } else {
      const end = tagEnd(text, open + 1);
      if (end === -1) throw new XmlRefused(`a tag that never ends (offset ${open})`);
      const tag = startTag(text.slice(open + 1, end), open);
      if (root && stack.length === 0) throw new XmlRefused(`a second root element <${tag.name}> at offset ${open}`);
      const element: XmlElement = { name: tag.name, attributes: tag.attributes, children: [] };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else root = element;
      if (!tag.empty) {
        if (stack.length >= maxDepth) throw new XmlRefused(`elements nested deeper than ${maxDepth}`);
        stack.push(element);
      }
      at = end + 1;
    }
  }
  if (!root) throw new XmlRefused('no root element');
  if (stack.length > 0) throw new XmlRefused(`<${stack.at(-1)!.name}> is never closed`);
  return root;
}

/** The first child element of `element` named `name` (local names: a prefix is not cXML's). */
export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** The element's text, its descendants' included, trimmed. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (node: XmlElement) => {
    for (const child of node.children) if (typeof child === 'string') parts.push(child);
    else walk(child);
  };
  walk(element);
  return parts.join('').trim();
}

/** Text written into XML content or a double-quoted attribute: the five special characters escaped, and characters XML 1.0 cannot hold dropped. */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
