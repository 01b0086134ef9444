import { accountStyles } from './account.styles';

/** The server's refusal (or the form's own, 'App No Init Place Refresh'), announced as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" css={accountStyles.alert}>
      {message}
    </p>
  ) : null;
}
