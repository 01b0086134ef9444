import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendEmail, sendSms, type CodePurpose, type VerifyType } from '../../../../src/contracts/account';
import { buttonStyles } from '../../components/button-styles';
import { useApi } from '../../lib/app-services';
import { accountNamespace } from './account.resources';
import { shownInForm } from './use-form-request';

/** Seconds left until a new code may be asked for, counted down once a second; 0 when it may. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return [left, start];
}

export interface SendCodeButtonProps {
  verifyType: VerifyType;
  /** The email address or mobile number the code goes to. */
  target: string;
  purpose: CodePurpose;
  /** Checks the target field (showing its message); no code is asked for a target that fails. */
  checkTarget: () => Promise<boolean>;
  /** The code was sent: how long it stays valid, in seconds. */
  onSent: (expiresIn: number) => void;
  /** The server refused (a limit, an unknown target): its words for the form. */
  onFailed: (error: unknown) => void;
}

/**
 * 'Send code': asks the server to mail or text a code, then counts down the server's `resendAfter` (a minute)
 * before the next one may be asked for, disabled meanwhile.
 */
export function SendCodeButton({ verifyType, target, purpose, checkTarget, onSent, onFailed }: SendCodeButtonProps) {
  const { t } = useTranslation(accountNamespace);
  const api = useApi();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!(await checkTarget())) return;
    setSending(true);
    try {
      const sent =
        verifyType === 'Email'
          ? await api.call(sendEmail, { body: { email: target.trim(), purpose } }, shownInForm)
          : await api.call(sendSms, { body: { phone: target, purpose } }, shownInForm);
      startCountdown(sent.resendAfter);
      onSent(sent.expiresIn);
    } catch (error) {
      onFailed(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" css={buttonStyles.secondary} disabled={sending || left > 0} onClick={() => void send()}>
      {left > 0 ? t('code.resend', { seconds: left }) : t('code.send')}
    </button>
  );
}
