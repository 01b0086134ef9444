/** A translation function bound to one request's language (i18next's `t`, narrowed to what the server uses). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** "General message: reason", with the language's own colon. */
export function withReason(t: Translate, message: string, reason: string): string {
  return t('errors:withReason', { message, reason });
}
