// Finds where a value sits in JSON text, so that a validation error can name the line of the offending entry,
// and where JSON text stops being valid. JSON.parse gives neither portably, hence this small scanner.

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const isWs = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

function ws(text: string, i: number): number {
  while (isWs(text[i])) i++;
  return i;
}

function skipString(text: string, i: number): number {
  if (text[i] !== '"') throw new JsonSyntaxError('expected a string', i);
  i++;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 2;
    else if (c === '"') return i + 1;
    else if (c === '\n') throw new JsonSyntaxError('unterminated string', i);
    else i++;
  }
  throw new JsonSyntaxError('unterminated string', i);
}

function skipValue(text: string, i: number): number {
  i = ws(text, i);
  const c = text[i];
  if (c === '"') return skipString(text, i);
  if (c === '{' || c === '[') {
    const close = c === '{' ? '}' : ']';
    i = ws(text, i + 1);
    if (text[i] === close) return i + 1;
    for (;;) {
      if (c === '{') {
        i = ws(text, skipString(text, ws(text, i)));
        if (text[i] !== ':') throw new JsonSyntaxError("expected ':' after a key", i);
        i++;
      }
      i = ws(text, skipValue(text, i));
      if (text[i] === ',') {
        i = ws(text, i + 1);
        if (text[i] === close) throw new JsonSyntaxError(`trailing comma before '${close}'`, i);
        continue;
      }
      if (text[i] === close) return i + 1;
      throw new JsonSyntaxError(`expected ',' or '${close}'`, i);
    }
  }
  const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40));
  if (!m) throw new JsonSyntaxError(c === undefined ? 'unexpected end of text' : `unexpected character '${c}'`, i);
  return i + m[0].length;
}

/** Offset and message of the first syntax error, or undefined when the text is valid JSON. */
export function findSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    const end = ws(text, skipValue(text, 0));
    if (end < text.length) return new JsonSyntaxError('unexpected text after the end of the value', end);
    return undefined;
  } catch (e) {
    if (e instanceof JsonSyntaxError) return e;
    throw e;
  }
}

/**
 * Offset of the value at `path` (object keys and array indexes) in valid JSON text; when part of the path is
 * missing (a missing field), the offset of the deepest value that exists.
 */
export function locatePath(text: string, path: readonly PropertyKey[]): number {
  let i = ws(text, 0);
  for (const seg of path) {
    const c = text[i];
    if (c === '{' && typeof seg === 'string') {
      let j = ws(text, i + 1);
      let found = -1;
      while (text[j] !== '}' && j < text.length) {
        const keyEnd = skipString(text, j);
        const key = JSON.parse(text.slice(j, keyEnd)) as string;
        const valueStart = ws(text, ws(text, keyEnd) + 1);
        if (key === seg) {
          found = valueStart;
          break;
        }
        j = ws(text, skipValue(text, valueStart));
        if (text[j] === ',') j = ws(text, j + 1);
      }
      if (found < 0) return i;
      i = found;
    } else if (c === '[' && typeof seg === 'number') {
      let j = ws(text, i + 1);
      let n = 0;
      while (n < seg && text[j] !== ']' && j < text.length) {
        j = ws(text, skipValue(text, j));
        if (text[j] === ',') j = ws(text, j + 1);
        n++;
      }
      if (text[j] === ']' || j >= text.length) return i;
      i = j;
    } else return i;
  }
  return i;
}

/** 1-based line of an offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
