import type { Resource } from 'i18next';

/** The i18n namespace of the answers the server gives about itself and the connection: shutdown, load, bad HTTP. */
export const serverStateNamespace = 'serverState';

const en = {
  shuttingDown: 'the server is shutting down; please try again',
  busy: 'the server is busy; please try again in a moment',
  requestTimeout: 'the request did not arrive in time',
  headersTooLarge: 'the request headers are too large',
  badHttp: 'the request is not valid HTTP',
  badPath: 'the request path is not valid',
  foreignHost: "this server does not answer for the host '{{host}}'",
};

const cn: typeof en = {
  shuttingDown: '服务器正在关闭，请稍后重试',
  busy: '服务器繁忙，请稍后重试',
  requestTimeout: '请求未能及时送达',
  headersTooLarge: '请求头过大',
  badHttp: '请求不是有效的 HTTP',
  badPath: '请求路径无效',
  foreignHost: '本服务器不响应主机“{{host}}”的请求',
};

export const serverStateResources = {
  en: { [serverStateNamespace]: en },
  cn: { [serverStateNamespace]: cn },
} satisfies Resource;
