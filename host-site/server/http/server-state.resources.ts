import type { Resource } from 'i18next';
import { loadableLanguages, type LoadableLanguage } from '../../../src/i18n/languages';

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

/** The other languages' words (loaded on demand by the interface; the server holds them all from the start). */
const others: Record<LoadableLanguage, typeof en> = {
  it: {
    shuttingDown: 'il server si sta arrestando; riprovare',
    busy: 'il server è occupato; riprovare tra un momento',
    requestTimeout: 'la richiesta non è arrivata in tempo',
    headersTooLarge: 'le intestazioni della richiesta sono troppo grandi',
    badHttp: 'la richiesta non è HTTP valido',
    badPath: 'il percorso della richiesta non è valido',
    foreignHost: "questo server non risponde per l'host '{{host}}'",
  },
  fr: {
    shuttingDown: 'le serveur s’arrête ; veuillez réessayer',
    busy: 'le serveur est occupé ; veuillez réessayer dans un instant',
    requestTimeout: 'la requête n’est pas arrivée à temps',
    headersTooLarge: 'les en-têtes de la requête sont trop volumineux',
    badHttp: 'la requête n’est pas du HTTP valide',
    badPath: 'le chemin de la requête n’est pas valide',
    foreignHost: "ce serveur ne répond pas pour l'hôte '{{host}}'",
  },
  de: {
    shuttingDown: 'der Server wird heruntergefahren; bitte versuchen Sie es erneut',
    busy: 'der Server ist ausgelastet; bitte versuchen Sie es gleich erneut',
    requestTimeout: 'die Anfrage ist nicht rechtzeitig eingetroffen',
    headersTooLarge: 'die Kopfzeilen der Anfrage sind zu groß',
    badHttp: 'die Anfrage ist kein gültiges HTTP',
    badPath: 'der Pfad der Anfrage ist ungültig',
    foreignHost: "dieser Server antwortet nicht für den Host '{{host}}'",
  },
  ko: {
    shuttingDown: '서버가 종료되는 중입니다. 다시 시도하십시오',
    busy: '서버가 사용 중입니다. 잠시 후 다시 시도하십시오',
    requestTimeout: '요청이 제시간에 도착하지 않았습니다',
    headersTooLarge: '요청 헤더가 너무 큽니다',
    badHttp: '요청이 올바른 HTTP가 아닙니다',
    badPath: '요청 경로가 올바르지 않습니다',
    foreignHost: "이 서버는 호스트 '{{host}}'에 응답하지 않습니다",
  },
  ja: {
    shuttingDown: 'サーバーを停止しています。再度お試しください',
    busy: 'サーバーが混み合っています。しばらくしてから再度お試しください',
    requestTimeout: 'リクエストが時間内に届きませんでした',
    headersTooLarge: 'リクエストヘッダーが大きすぎます',
    badHttp: 'リクエストが有効な HTTP ではありません',
    badPath: 'リクエストのパスが無効です',
    foreignHost: 'このサーバーはホスト「{{host}}」には応答しません',
  },
  th: {
    shuttingDown: 'เซิร์ฟเวอร์กำลังปิดระบบ โปรดลองอีกครั้ง',
    busy: 'เซิร์ฟเวอร์ไม่ว่าง โปรดลองอีกครั้งในอีกสักครู่',
    requestTimeout: 'คำขอมาถึงไม่ทันเวลา',
    headersTooLarge: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
    badHttp: 'คำขอไม่ใช่ HTTP ที่ถูกต้อง',
    badPath: 'เส้นทางของคำขอไม่ถูกต้อง',
    foreignHost: "เซิร์ฟเวอร์นี้ไม่ตอบสนองสำหรับโฮสต์ '{{host}}'",
  },
  pl: {
    shuttingDown: 'serwer jest zamykany; spróbuj ponownie',
    busy: 'serwer jest zajęty; spróbuj ponownie za chwilę',
    requestTimeout: 'żądanie nie dotarło na czas',
    headersTooLarge: 'nagłówki żądania są zbyt duże',
    badHttp: 'żądanie nie jest prawidłowym HTTP',
    badPath: 'ścieżka żądania jest nieprawidłowa',
    foreignHost: "ten serwer nie odpowiada dla hosta '{{host}}'",
  },
  tr: {
    shuttingDown: 'sunucu kapanıyor; lütfen tekrar deneyin',
    busy: 'sunucu meşgul; lütfen biraz sonra tekrar deneyin',
    requestTimeout: 'istek zamanında ulaşmadı',
    headersTooLarge: 'istek başlıkları çok büyük',
    badHttp: 'istek geçerli bir HTTP isteği değil',
    badPath: 'istek yolu geçerli değil',
    foreignHost: "bu sunucu '{{host}}' ana bilgisayarı için yanıt vermez",
  },
  es: {
    shuttingDown: 'el servidor se está deteniendo; vuelva a intentarlo',
    busy: 'el servidor está ocupado; vuelva a intentarlo en un momento',
    requestTimeout: 'la solicitud no llegó a tiempo',
    headersTooLarge: 'las cabeceras de la solicitud son demasiado grandes',
    badHttp: 'la solicitud no es HTTP válido',
    badPath: 'la ruta de la solicitud no es válida',
    foreignHost: "este servidor no responde para el host '{{host}}'",
  },
  ru: {
    shuttingDown: 'сервер завершает работу; повторите попытку',
    busy: 'сервер занят; повторите попытку через мгновение',
    requestTimeout: 'запрос не поступил вовремя',
    headersTooLarge: 'заголовки запроса слишком велики',
    badHttp: 'запрос не является допустимым HTTP',
    badPath: 'недопустимый путь запроса',
    foreignHost: "этот сервер не отвечает для хоста '{{host}}'",
  },
  ua: {
    shuttingDown: 'сервер завершує роботу; спробуйте ще раз',
    busy: 'сервер зайнятий; спробуйте ще раз за мить',
    requestTimeout: 'запит не надійшов вчасно',
    headersTooLarge: 'заголовки запиту завеликі',
    badHttp: 'запит не є дійсним HTTP',
    badPath: 'неприпустимий шлях запиту',
    foreignHost: "цей сервер не відповідає для хоста '{{host}}'",
  },
  pt: {
    shuttingDown: 'o servidor está sendo desligado; tente novamente',
    busy: 'o servidor está ocupado; tente novamente em instantes',
    requestTimeout: 'a solicitação não chegou a tempo',
    headersTooLarge: 'os cabeçalhos da solicitação são grandes demais',
    badHttp: 'a solicitação não é HTTP válido',
    badPath: 'o caminho da solicitação não é válido',
    foreignHost: "este servidor não responde pelo host '{{host}}'",
  },
};

export const serverStateResources = {
  en: { [serverStateNamespace]: en },
  cn: { [serverStateNamespace]: cn },
  ...Object.fromEntries(loadableLanguages.map((language) => [language, { [serverStateNamespace]: others[language] }])),
} satisfies Resource;
