import { separatorsOf } from './number-format';

/**
 * The one reader of typed numbers, for every locale a page may carry (the fourteen of the specification and a
 * shop's own, `he`, `ar`, `fa` included: issue 28). It reads what Intl writes for that locale and what its people
 * type: any Unicode decimal digits (Arabic-Indic ٠-٩, Persian ۰-۹, fullwidth ０-９ ...), the direction marks Intl
 * puts before a minus (LRM, RLM, ALM), the minus sign U+2212, the locale's separators and the Arabic ones (٫ ٬),
 * spaces of any width as thousands groups, and a dot as decimal separator everywhere (a numeric keypad has one).
 */

// Format characters (LRM U+200E, RLM U+200F, ALM U+061C, the bidi embeddings and isolates, zero-width joiners)
// carry no value: Intl writes `‎-10` on a Hebrew page and `؜-١٠` on an Arabic one.
const formatCharacters = /\p{Cf}/gu;
// The minus sign (U+2212) Intl writes in fa, sv and others, and the dashes that autocorrection makes of a hyphen.
const minusSigns = /[\u2010-\u2013\u2212]/g;
const decimalDigit = /\p{Nd}/u;
const anyDecimalDigit = /\p{Nd}/gu;
// Separators that mean one thing in every locale, so they are read on every page (a Persian keyboard types them).
const arabicDecimal = '\u066B';
const arabicGroup = '\u066C';
// Swiss German groups with a right single quotation mark; keyboards type an apostrophe.
const apostrophes = ["'", '\u2019'];

/**
 * The value of a decimal digit of any script. Unicode keeps every script's digits 0 to 9 in consecutive code
 * points, and runs of them start at a zero, so a digit's value is its distance from its run's start, modulo ten.
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  let start = code;
  while (decimalDigit.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

// Printable ASCII is already canonical but for its spaces: NFKC leaves it as it is, and it holds no format
// character, no digit but 0-9 and no minus but the hyphen.
const printableAscii = /^[\x20-\x7e]*$/;

/** Text in a canonical form: compatibility forms folded (NFKC: fullwidth, NBSP, NNBSP), marks gone, ASCII digits and minus. */
function canonical(text: string): string {
  // What a form holds nearly always (each keystroke reads every field again, issue 29): the Unicode passes skipped.
  if (printableAscii.test(text)) return text.replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFKC')
    .replace(formatCharacters, '')
    .replace(anyDecimalDigit, (digit) => String(digitValue(digit)))
    .replace(minusSigns, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (characters: Iterable<string>) => `[${[...new Set(characters)].map(escapeRegExp).join('')}]`;

interface Reading {
  /** For each character that groups thousands: the character, and the whole text grouped by it. */
  groupings: { group: string; grouped: RegExp }[];
  /** Any character that marks the decimals. */
  decimal: RegExp;
}

const readings = new Map<string, Reading>();

/** What separates groups and decimals in text typed in `locale`, worked out once per locale. */
function readingOf(locale: string): Reading {
  let reading = readings.get(locale);
  if (reading) return reading;
  const separators = separatorsOf(locale);
  const group = canonical(separators.group) || ' ';
  const decimal = canonical(separators.decimal);
  const groups = [group, ' ', arabicGroup, ...(apostrophes.includes(group) ? apostrophes : [])];
  // A dot is a decimal separator too, except where it groups (German `1.234`): there it is read as a group
  // only where it groups thousands, so `12.5` typed on a German page stays 12.5.
  const decimals = [decimal, '.', arabicDecimal];
  const decimalPart = `(${anyOf(decimals)}\\d*)?`;
  const groupings = [...new Set(groups)].map((group) => ({ group, grouped: new RegExp(`^\\d{1,3}(${escapeRegExp(group)}\\d{3})+${decimalPart}$`) }));
  reading = { groupings, decimal: new RegExp(anyOf(decimals)) };
  readings.set(locale, reading);
  return reading;
}

/**
 * Parses `text` typed in `locale` (BCP 47). Group separators count only where they group thousands, so `12.5`
 * typed on a German page stays 12.5 while `1.234,5` is 1234.5; a stray separator elsewhere makes the text
 * malformed rather than guessed. Returns undefined for blank or malformed text.
 */
export function parseNumber(text: string, locale: string): number | undefined {
  const { groupings, decimal } = readingOf(locale);
  const typed = canonical(text);
  const sign = /^[-+] ?/.exec(typed)?.[0] ?? '';
  let body = typed.slice(sign.length);
  if (body === '') return undefined;
  const grouping = groupings.find(({ grouped }) => grouped.test(body));
  if (grouping !== undefined) body = body.split(grouping.group).join('');
  const [whole = '', ...rest] = body.split(decimal);
  if (rest.length > 1) return undefined;
  const plain = rest.length === 1 ? `${whole}.${rest[0]}` : whole;
  if (!/^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return undefined;
  return Number(`${sign.trim()}${plain}`);
}
