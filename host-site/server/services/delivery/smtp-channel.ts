import nodemailer from 'nodemailer';
import { DeliveryFailed, type CodeChannel } from './code-delivery';

/** Codes and notices by email through the SMTP server of `SMTP_URL` (smtp:// or smtps://, user and password in the URL). */
export function smtpChannel(url: string, from: string): CodeChannel {
  const transport = nodemailer.createTransport(url);
  const mail = async (to: string, subject: string, text: string) => {
    try {
      await transport.sendMail({ from, to, subject, text });
    } catch (error) {
      throw new DeliveryFailed('the SMTP server refused the mail', { cause: error });
    }
  };
  return {
    send: ({ target, code, purpose, validMinutes, t }) =>
      mail(target, t('accountMessages:mail.subject'), t('accountMessages:mail.text', { code, purpose, minutes: validMinutes })),
    notify: ({ target, kind, params, t }) => mail(target, t(`accountMessages:notice.${kind}.subject`), t(`accountMessages:notice.${kind}.text`, params)),
  };
}
