import type { FastifyBaseLogger } from 'fastify';
import type { CodeChannel } from './code-delivery';

/**
 * Where codes go while no mail or SMS service is configured, so that `npm start` on a fresh clone still lets a
 * person register: into the server log, at warn level, after one warning saying how to configure real delivery.
 * Only this channel ever logs a code. Notices go to the log too (they hold no secret), at info level.
 */
export function logChannel(log: FastifyBaseLogger, kind: 'email' | 'sms', howToConfigure: string): CodeChannel {
  let warned = false;
  return {
    async send({ target, code }) {
      if (!warned) {
        warned = true;
        log.warn(`No ${kind} delivery is configured: verification codes are written to this log. ${howToConfigure}`);
      }
      log.warn({ to: target, code }, `verification code ${code} for ${target} (${kind} delivery not configured)`);
    },
    async notify({ target, kind: notice }) {
      log.info({ to: target, notice }, `account notice ${notice} for ${target} (${kind} delivery not configured)`);
    },
  };
}
