// A call refused on purpose, as data: pure, so that the selection module throws the same refusal in the browser as
// on the server. The server answers it as its envelope (Result, HTTP status, ErrorMsg in the request's language,
// Detail); a client calculating locally words it with its own translator (`text`).
import type { Translate } from '../i18n/translate';
import type { ResultCodeValue } from './envelope';
import type { RefusalDetail } from './refusal-detail';

export class Refusal extends Error {
  /** The refusal as data (answered as the envelope's Detail): the rule, the field, the numbers. */
  detail?: RefusalDetail;

  constructor(
    readonly result: ResultCodeValue,
    readonly status: number,
    /** The message as an i18n key (`errors:...`), worded in the request's language when answered. */
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(`${messageKey} (Result ${result}, HTTP ${status})`, options);
    this.name = 'Refusal';
  }

  /** The message (the envelope's ErrorMsg) in the language of `t`. */
  text(t: Translate): string {
    return t(this.messageKey, this.params);
  }
}
