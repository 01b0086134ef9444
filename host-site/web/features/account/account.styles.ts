import { css } from '@emotion/react';
import { token } from '../../../../src/theme';
import { controlStyles } from '../../components/control-styles';
import { plainFieldset } from '../../components/fieldset-styles';

const control = css`
  ${controlStyles};
  color: ${token('color-text')};
  &[aria-invalid='true'] {
    border-color: ${token('color-danger')};
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 1px;
  }
`;

export const accountStyles = {
  page: css`
    max-width: 28rem;
  `,
  form: css`
    display: grid;
    gap: ${token('space-md')};
  `,
  field: css`
    display: grid;
    gap: ${token('space-xs')};
    label {
      font-weight: ${token('font-weight-bold')};
    }
    input,
    select {
      ${control};
    }
  `,
  // The code input and its Send code button share a line.
  codeLine: css`
    display: flex;
    gap: ${token('space-sm')};
    input {
      flex: 1;
      min-width: 0;
    }
  `,
  choice: css`
    ${plainFieldset};
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-md')};
    legend {
      width: 100%;
    }
    label {
      display: flex;
      align-items: center;
      gap: ${token('space-xs')};
    }
  `,
  hint: css`
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  `,
  error: css`
    margin: 0;
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  `,
  // The server's refusal, above the actions, where the eye is when Submit was pressed.
  alert: css`
    margin: 0;
    padding: ${token('space-sm')} ${token('space-md')};
    border: 1px solid ${token('color-danger')};
    border-radius: ${token('radius')};
    color: ${token('color-danger')};
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-sm')};
  `,
  links: css`
    display: flex;
    flex-direction: column;
    gap: ${token('space-xs')};
  `,
};
