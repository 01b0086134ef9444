import nodemailer from 'nodemailer';
import { DeliveryFailed, type CodeChannel } from './code-delivery';

/** Codes by email through the SMTP server of `SMTP_URL` (smtp:// or smtps://, user and password in the URL). */
export function smtpChannel(url: string, from: string): CodeChannel {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ target, code, purpose, validMinutes, t }) {
      try {
        await transport.sendMail({
          from,
          to: target,
          subject: t('account:mail.subject'),
          text: t('account:mail.text', { code, purpose, minutes: validMinutes }),
        });
      } catch (error) {
        throw new DeliveryFailed('the SMTP server refused the mail', { cause: error });
      }
    },
  };
}
