import type { Resource } from 'i18next';
import { accountMessages } from '../../../../src/contracts/schemas/account';
import { loadableLanguages, type LoadableLanguage } from '../../../../src/i18n/languages';
import { accountWordsByLanguage } from './account-languages.resources';

/** The i18n namespace of the account calls' messages (server side). */
export const accountNamespace = 'account';

const en = {
  // The validation messages are SPEC §5's words, written once in the contract.
  validation: accountMessages as Record<keyof typeof accountMessages, string>,
  wrongCredentials: 'Incorrect account or password',
  loginCodeUsed: 'This login code has expired or was already used: please try again',
  wrongCode: 'The verification code is wrong or has expired',
  codeUsedUp: 'Too many wrong codes: please request a new code',
  accountTaken: 'This account is already registered',
  signInFirst: 'Please sign in firstly',
  tokenInvalid: 'Your sign-in is no longer valid: please log in again',
  tokenExpired: 'Your sign-in has expired: please log in again',
  deliveryFailed: 'The code could not be sent just now: please try again later',
  photo: {
    missing: 'Please choose a photo to upload (form field "file")',
    tooLarge: 'The photo is larger than 2 MB: please choose a smaller one',
    notImage: 'The photo must be a PNG, JPEG, GIF or WebP image',
    notFound: 'No such photo',
  },
  limits: {
    login: 'Too many failed sign-ins: please try again in {{seconds}} seconds',
    codeMinute: 'A code was sent less than a minute ago: please wait {{seconds}} seconds',
    codeDay: 'Too many codes were sent to this address today: please try again in {{seconds}} seconds',
    codeAddress: 'Too many codes were asked for from your network: please try again in {{seconds}} seconds',
    codeBudget: 'No more codes can be sent for now: please try again in {{seconds}} seconds',
    register: 'Too many registrations from this address: please try again in {{seconds}} seconds',
  },
  purpose: {
    register: 'registration',
    reset: 'resetting your password',
    changeEmail: 'changing your email',
    changePhone: 'changing your phone number',
  },
  mail: {
    subject: 'Your Valve Selector verification code',
    text: 'Your verification code for {{purpose}} is {{code}}. It is valid for {{minutes}} minutes.\n\nIf you did not ask for it, you can ignore this mail.',
  },
  wrongPassword: 'The current password is wrong',
  passwordChecksUsedUp: 'Too many wrong passwords: this sign-in has ended, please log in again',
  sessionNotFound: 'No such session: it may have ended already',
  notice: {
    emailChanged: {
      subject: 'The email of your Valve Selector account was changed',
      text: 'The email address of your Valve Selector account was changed to {{address}}. Codes and notices go there from now on.\n\nIf you did not make this change, someone knows your password: sign in, change your password and end your other sessions, or contact us.',
      sms: 'email was changed to {{address}}',
    },
    phoneChanged: {
      subject: 'The phone number of your Valve Selector account was changed',
      text: 'The mobile number of your Valve Selector account was changed to {{address}}. Codes and notices go there from now on.\n\nIf you did not make this change, someone knows your password: sign in, change your password and end your other sessions, or contact us.',
      sms: 'phone number was changed to {{address}}',
    },
    passwordChanged: {
      subject: 'The password of your Valve Selector account was changed',
      text: 'The password of your Valve Selector account was changed, and every other sign-in of the account was ended.\n\nIf you did not make this change, reset your password at once, or contact us.',
      sms: 'password was changed',
    },
    addressInUse: {
      subject: 'Someone tried to use your address on Valve Selector',
      text: 'Someone asked for a code to register a new account with this address, or to move another account to it. The address already belongs to your Valve Selector account, so no code was sent.\n\nIf it was you: sign in with your account, or reset your password if you have forgotten it. If not, you can ignore this message.',
      sms: 'address was asked for by someone else; no code was sent',
    },
  },
};

/** The account calls' messages in one language. */
export type AccountWords = typeof en;

const cn: typeof en = {
  validation: {
    accountLength: '账号长度必须在4-16位之间',
    accountCharacters: '账号请使用字母、数字、下划线和减号',
    passwordRule: '密码至少8位，且须包含大写字母、小写字母、数字和特殊字符',
    passwordLength: '密码最多128个字符',
    passwordsDiffer: '两次输入的密码不一致！',
    phone: '请输入中国大陆手机号（以1开头的11位数字）',
    email: '请输入有效的邮箱地址',
    code: '验证码为6位数字',
    country: '请选择国家和地区',
    account: '请输入账号',
    loginProof: '请重新获取登录码后再试',
    contactRequired: '请填写用于验证的邮箱或手机号',
    passwordCommon: '该密码过于常见，出现在已泄露的密码列表中，请换一个',
    currentPassword: '请输入当前密码',
  },
  wrongCredentials: '账号或密码错误',
  loginCodeUsed: '登录码已过期或已被使用，请重试',
  wrongCode: '验证码错误或已过期',
  codeUsedUp: '验证码错误次数过多，请重新获取验证码',
  accountTaken: '该账号已被注册',
  signInFirst: '请先登录',
  tokenInvalid: '登录已失效，请重新登录',
  tokenExpired: '登录已过期，请重新登录',
  deliveryFailed: '验证码暂时无法发送，请稍后再试',
  photo: {
    missing: '请选择要上传的头像（表单字段 "file"）',
    tooLarge: '头像超过2MB，请选择更小的图片',
    notImage: '头像必须是PNG、JPEG、GIF或WebP图片',
    notFound: '头像不存在',
  },
  limits: {
    login: '登录失败次数过多，请在{{seconds}}秒后重试',
    codeMinute: '验证码发送过于频繁，请等待{{seconds}}秒',
    codeDay: '今日发送到该地址的验证码过多，请在{{seconds}}秒后重试',
    codeAddress: '您所在网络请求的验证码过多，请在{{seconds}}秒后重试',
    codeBudget: '暂时无法再发送验证码，请在{{seconds}}秒后重试',
    register: '该地址注册次数过多，请在{{seconds}}秒后重试',
  },
  purpose: {
    register: '注册',
    reset: '重置密码',
    changeEmail: '更换邮箱',
    changePhone: '更换手机号',
  },
  mail: {
    subject: 'Valve Selector 验证码',
    text: '您用于{{purpose}}的验证码是 {{code}}，{{minutes}}分钟内有效。\n\n如果这不是您本人的操作，请忽略此邮件。',
  },
  wrongPassword: '当前密码错误',
  passwordChecksUsedUp: '密码错误次数过多，本次登录已失效，请重新登录',
  sessionNotFound: '该登录会话不存在，可能已结束',
  notice: {
    emailChanged: {
      subject: '您的 Valve Selector 账号邮箱已更改',
      text: '您的 Valve Selector 账号邮箱已更改为 {{address}}，此后验证码和通知将发送到该地址。\n\n如果这不是您本人的操作，说明有人知道您的密码：请登录后修改密码并结束其他登录会话，或与我们联系。',
      sms: '邮箱已更改为{{address}}',
    },
    phoneChanged: {
      subject: '您的 Valve Selector 账号手机号已更改',
      text: '您的 Valve Selector 账号手机号已更改为 {{address}}，此后验证码和通知将发送到该号码。\n\n如果这不是您本人的操作，说明有人知道您的密码：请登录后修改密码并结束其他登录会话，或与我们联系。',
      sms: '手机号已更改为{{address}}',
    },
    passwordChanged: {
      subject: '您的 Valve Selector 账号密码已更改',
      text: '您的 Valve Selector 账号密码已更改，该账号的其他登录会话均已结束。\n\n如果这不是您本人的操作，请立即重置密码，或与我们联系。',
      sms: '密码已更改',
    },
    addressInUse: {
      subject: '有人尝试在 Valve Selector 使用您的地址',
      text: '有人请求验证码，想用此地址注册新账号，或将其他账号改到此地址。该地址已属于您的 Valve Selector 账号，因此未发送验证码。\n\n如果是您本人：请用您的账号登录，忘记密码可重置密码。如果不是，请忽略此消息。',
      sms: '地址被他人请求使用，未发送验证码',
    },
  },
};

/** The other languages' words, held to the English shape. */
const wordsByLanguage: Record<LoadableLanguage, AccountWords> = accountWordsByLanguage;

export const accountResources = {
  en: { [accountNamespace]: en },
  cn: { [accountNamespace]: cn },
  ...Object.fromEntries(loadableLanguages.map((language) => [language, { [accountNamespace]: wordsByLanguage[language] }])),
} satisfies Resource;
