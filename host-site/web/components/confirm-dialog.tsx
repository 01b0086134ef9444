import { css } from '@emotion/react';
import { token } from '../../../src/theme';
import { buttonStyles } from './button-styles';
import { ModalDialog } from './modal-dialog';

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-sm')};
  margin-top: ${token('space-lg')};
`;

export interface ConfirmDialogProps {
  /** The question, as the dialog's name; the dialog is shown while it is set. */
  question: string | undefined;
  /** The button that does it, e.g. Delete. */
  confirm: string;
  cancel: string;
  /** true for the confirming button; false for Cancel or Escape. */
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A yes-or-no question in the site's own dialog (issue 37: the browser's confirm box looks like another program and
 * cannot be styled or translated with the page). Cancel comes first and takes the focus, so Enter never destroys.
 */
export function ConfirmDialog({ question, confirm, cancel, onAnswer }: ConfirmDialogProps) {
  return (
    <ModalDialog open={question !== undefined} onClose={() => onAnswer(false)} title={question ?? ''} role="alertdialog">
      <div css={actions}>
        <button type="button" css={buttonStyles.secondary} autoFocus onClick={() => onAnswer(false)}>
          {cancel}
        </button>
        <button type="button" css={buttonStyles.danger} onClick={() => onAnswer(true)}>
          {confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
