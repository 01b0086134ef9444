import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import { aliyunSmsChannel } from './aliyun-sms-channel';
import type { CodeChannel } from './code-delivery';
import { logChannel } from './log-channel';
import { smtpChannel } from './smtp-channel';

export { type CodeChannel, type NoticeKind } from './code-delivery';

export interface CodeChannels {
  email: CodeChannel;
  sms: CodeChannel;
}

/** The configured channels; an unconfigured one writes its codes to the log. */
export function codeChannels(settings: ServerConfig['delivery'], log: FastifyBaseLogger): CodeChannels {
  return {
    email: settings.smtp
      ? smtpChannel(settings.smtp.url, settings.smtp.from)
      : logChannel(log, 'email', 'Set SMTP_URL (and MAIL_FROM) to send them by mail.'),
    sms: settings.sms ? smsChannel(settings.sms, log) : logChannel(log, 'sms', 'Set SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME and SMS_TEMPLATE_CODE to send them by SMS.'),
  };
}

/** Aliyun sends only approved templates: without one for notices, the codes go by SMS and the notices to the log. */
function smsChannel(settings: NonNullable<ServerConfig['delivery']['sms']>, log: FastifyBaseLogger): CodeChannel {
  const sms = aliyunSmsChannel(settings);
  if (settings.noticeTemplateCode) return sms;
  return { send: sms.send, notify: logChannel(log, 'sms', 'Set SMS_NOTICE_TEMPLATE_CODE to send notices by SMS.').notify };
}
