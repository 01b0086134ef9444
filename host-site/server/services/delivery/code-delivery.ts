import type { Translate } from '../../http/translate';

/** A verification code on its way to a user, with the words of the request's language. */
export interface CodeMessage {
  target: string;
  code: string;
  /** What the code is for, in words ("registration"). */
  purpose: string;
  /** Minutes the code stays valid. */
  validMinutes: number;
  t: Translate;
}

/** One way of getting a code to its user: by email, by SMS, or (unconfigured) into the server log. */
export interface CodeChannel {
  send(message: CodeMessage): Promise<void>;
}

/** Raised when the mail or SMS provider refuses a message; the caller answers that sending failed. */
export class DeliveryFailed extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DeliveryFailed';
  }
}
