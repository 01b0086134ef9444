// A stand-in for dysmsapi.aliyuncs.com on loopback: it checks each request's signature as Aliyun does and keeps the
// codes, so tests read an SMS code the way a user would, from the text the server sent. Start it and give its
// `environment` to the app.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from '../../host-site/server/services/delivery/aliyun-sms-channel';

export interface SmsGateway {
  /** The SMS_* variables that send the app's codes here. */
  environment: Record<string, string>;
  /** The code of the next text to `phone` not yet taken (also one that arrived earlier); rejects after `timeoutMs`. */
  codeFor(phone: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

interface Text {
  phone: string;
  code: string;
}

const secret = 'test-secret';

export async function start(): Promise<SmsGateway> {
  const untaken: Text[] = [];
  const waiters: { phone: string; resolve(text: Text): void }[] = [];
  const deliver = (text: Text) => {
    const waiter = waiters.find((w) => w.phone === text.phone);
    if (!waiter) return void untaken.push(text);
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve(text);
  };

  const server = createServer((request, response) => {
    const params = Object.fromEntries(new URL(request.url!, 'http://sms').searchParams);
    const { Signature, ...signed } = params;
    const valid = Signature === aliyunSignature(signed, secret);
    if (valid) deliver({ phone: params['PhoneNumbers']!, code: (JSON.parse(params['TemplateParam']!) as { code: string }).code });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(valid ? { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } : { Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    environment: {
      SMS_ACCESS_KEY_ID: 'test-id',
      SMS_ACCESS_KEY_SECRET: secret,
      SMS_SIGN_NAME: 'Valve Selector',
      SMS_TEMPLATE_CODE: 'SMS_000001',
      SMS_ENDPOINT: `http://127.0.0.1:${port}`,
    },
    codeFor(phone, timeoutMs = 10_000) {
      const index = untaken.findIndex((text) => text.phone === phone);
      if (index >= 0) return Promise.resolve(untaken.splice(index, 1)[0]!.code);
      return new Promise<string>((resolve, reject) => {
        const waiter = {
          phone,
          resolve: (text: Text) => {
            clearTimeout(timer);
            resolve(text.code);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No SMS to ${phone} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
