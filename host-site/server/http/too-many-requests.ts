import { ResultCode } from '../../../src/contracts/envelope';
import { CallFailure } from './call-failure';

/** A refusal by a rate limit: HTTP 429, Result tooManyRequests, and Retry-After in whole seconds. */
export class TooManyRequests extends CallFailure {
  constructor(
    override readonly retryAfterSeconds: number,
    messageKey: string,
  ) {
    super(ResultCode.tooManyRequests, 429, messageKey, { seconds: retryAfterSeconds });
    this.name = 'TooManyRequests';
  }
}
