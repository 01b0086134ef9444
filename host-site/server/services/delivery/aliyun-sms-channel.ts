// Codes by SMS through Aliyun's SendSms (dysmsapi, API version 2017-05-25), signed with Aliyun's RPC signature v1:
// the sorted, percent-encoded query, HMAC-SHA1 with the secret plus '&', base64.
import { createHmac, randomUUID } from 'node:crypto';
import { DeliveryFailed, type CodeChannel } from './code-delivery';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The template of account notices, with a ${notice} variable; without it, notices cannot go by SMS. */
  noticeTemplateCode?: string;
  /** https://dysmsapi.aliyuncs.com unless a test or a proxy says otherwise. */
  endpoint: string;
}

/** RFC 3986 encoding as Aliyun's signature wants it: also !'()* encoded, space as %20, ~ left alone. */
export function aliyunEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Signature parameter of a GET with these parameters. */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `GET&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** The signed SendSms address for one code to a mainland number. */
export function sendSmsUrl(settings: AliyunSmsSettings, phone: string, code: string, now: Date, nonce: string): URL {
  return templateSmsUrl(settings, settings.templateCode, { code }, phone, now, nonce);
}

/** The signed SendSms address for one message of an approved template, with the values of its variables. */
function templateSmsUrl(settings: AliyunSmsSettings, templateCode: string, values: Record<string, string>, phone: string, now: Date, nonce: string): URL {
  const params: Record<string, string> = {
    AccessKeyId: settings.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: settings.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: templateCode,
    TemplateParam: JSON.stringify(values),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const url = new URL('/', settings.endpoint);
  for (const [key, value] of Object.entries({ ...params, Signature: aliyunSignature(params, settings.accessKeySecret) })) {
    url.searchParams.set(key, value);
  }
  return url;
}

/** Codes by SMS; notices too when `settings` name their template (see delivery/index.ts for the other case). */
export function aliyunSmsChannel(settings: AliyunSmsSettings): CodeChannel {
  const sendSms = async (url: URL) => {
    let answer: { Code?: string; Message?: string };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new DeliveryFailed('the SMS service could not be reached', { cause: error });
    }
    // Aliyun answers Code "OK" on success, otherwise a code such as isv.BUSINESS_LIMIT_CONTROL with a Message.
    if (answer.Code !== 'OK') throw new DeliveryFailed(`the SMS service refused the message: ${answer.Code ?? '?'} ${answer.Message ?? ''}`);
  };
  return {
    send: ({ target, code }) => sendSms(sendSmsUrl(settings, target, code, new Date(), randomUUID())),
    async notify({ target, kind, params, t }) {
      if (!settings.noticeTemplateCode) throw new DeliveryFailed('no SMS template for notices (SMS_NOTICE_TEMPLATE_CODE)');
      const notice = t(`accountMessages:notice.${kind}.sms`, params);
      await sendSms(templateSmsUrl(settings, settings.noticeTemplateCode, { notice }, target, new Date(), randomUUID()));
    },
  };
}
