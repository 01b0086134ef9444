import type { Translate } from '../../../../src/i18n/translate';

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

/**
 * What an account's owner is told without asking: a change made to the account, or an attempt to use the owner's
 * address for another account. A notice holds no secret and no link: it says what happened and what to do if it
 * was not the owner.
 */
export type NoticeKind = 'emailChanged' | 'phoneChanged' | 'passwordChanged' | 'otherSessionsEnded' | 'addressInUse';

/** A notice on its way to an account's address, in the account's language. */
export interface NoticeMessage {
  target: string;
  kind: NoticeKind;
  /** The words' parameters (the new address, masked). */
  params: Record<string, string>;
  t: Translate;
}

/** One way of reaching a user: by email, by SMS, or (unconfigured) into the server log. */
export interface CodeChannel {
  send(message: CodeMessage): Promise<void>;
  notify(message: NoticeMessage): Promise<void>;
}

/** Raised when the mail or SMS provider refuses a message; the caller answers that sending failed. */
export class DeliveryFailed extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DeliveryFailed';
  }
}
