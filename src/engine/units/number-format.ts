/**
 * Locale-aware number text, so that a German shop can type `12,5` and read `12,50`.
 * Intl is part of ECMAScript, so this stays inside the pure engine.
 */

/** Formats `value` with exactly `decimals` fraction digits for `locale` (BCP 47). */
export function formatNumber(value: number, locale: string, decimals = 2): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * Parses text typed in `locale`: group separators are ignored, the locale's decimal separator (and a dot,
 * which everyone uses on a numeric keypad) is accepted. Returns undefined for blank or malformed text.
 */
export function parseNumber(text: string, locale: string): number | undefined {
  const parts = new Intl.NumberFormat(locale).formatToParts(-12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  let normalised = text.trim().replace(/\u2212/g, '-').replace(/\s/g, '');
  if (normalised === '') return undefined;
  // Group separators count only where they group thousands, so `12.5` typed on a German page stays 12.5
  // while `1.234,5` is 1234.5; a stray separator elsewhere makes the text malformed rather than guessed.
  const grouped = new RegExp(`^[-+]?\\d{1,3}(${escapeRegExp(group)}\\d{3})+(${escapeRegExp(decimal)}\\d*)?$`);
  if (group.trim() !== '' && grouped.test(normalised)) normalised = normalised.split(group).join('');
  normalised = normalised.replace(decimal, '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return undefined;
  return Number(normalised);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
