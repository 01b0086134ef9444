import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newProjectForm, projectBounds, type NewProjectForm } from '../../../../src/contracts/schemas/projects';
import { buttonStyles } from '../../components/button-styles';
import { controlStyles } from '../../components/control-styles';
import { projectStyles } from './projects.styles';

export interface ProjectNameFormProps {
  /** The name the field starts with: a rename's current name; a new one's empty. */
  name?: string;
  /** The field's visible label (a new project or list); without it the field is named `page.name` (a rename in its row). */
  label?: string;
  /** The submit button's words. */
  submit: string;
  /**
   * The name as the contract keeps it (trimmed), once its schema has passed it; a new name's field is emptied when
   * the promise resolves, and keeps what was typed when it fails (the refusal is the error catalogue's to tell).
   */
  onName: (name: string) => Promise<unknown>;
  /** No more names can be made (a project's lists at their limit). */
  disabled?: boolean;
  /** Used for a rename in its row, styled as the row's name; otherwise a bar above a list. */
  inRow?: boolean;
  /** The page's main action (a new project): its button drawn as such. */
  primary?: boolean;
  /** What the form shows after its button (the file a project loads from, why no list can be made). */
  children?: ReactNode;
}

/**
 * A project's or a list's name (issue 27), checked by the contract's own schema (the server's rule: 1 to 80
 * characters once trimmed) before anything is sent, and its message in the page's words beside the field (issue 40).
 */
export function ProjectNameForm({ name = '', label, submit, onName, disabled = false, inRow = false, primary = false, children }: ProjectNameFormProps) {
  const { t } = useTranslation('projects');
  const errorId = useId();
  const form = useForm<NewProjectForm>({ defaultValues: { name }, resolver: zodResolver(newProjectForm) });
  const invalid = form.formState.errors.name !== undefined;
  const send = form.handleSubmit((checked) => onName(checked.name).then(() => (inRow ? undefined : form.reset()), () => undefined));
  const field = (
    <input css={controlStyles} maxLength={projectBounds.nameLength} disabled={disabled} aria-label={label ? undefined : t('page.name')}
      aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} {...form.register('name')} />
  );
  return (
    <form css={inRow ? projectStyles.name : projectStyles.bar} noValidate onSubmit={(event) => void send(event)}>
      {label ? (
        <label>
          {label} {field}
        </label>
      ) : (
        field
      )}
      <button type="submit" css={primary ? buttonStyles.primary : buttonStyles.secondary} disabled={disabled || form.formState.isSubmitting}>
        {submit}
      </button>
      {invalid && (
        <span id={errorId} role="alert" css={projectStyles.muted}>
          {t('errors.project_name_invalid', { max: projectBounds.nameLength })}
        </span>
      )}
      {children}
    </form>
  );
}
