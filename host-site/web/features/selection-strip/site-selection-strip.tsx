import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { SelectionStrip, selectionStripNamespace, selectionStripResources } from '../../../../widgets/selection-strip';
import { paths } from '../../config/paths';
import { useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';

/**
 * The app's selection list under the header: the strip widget's component on the app's list. Its answers to a
 * delete ('Deleted successfully', 'Undelete') show in the strip's own status line, beside what they talk
 * about; when a delete empties the list the site takes the strip away, so that answer comes as a toast. Export
 * and Save need an account (a later issue); until then they say so in a toast, as the site's other messages.
 */
export default function SiteSelectionStrip() {
  useSignals();
  useBundles(selectionStripResources);
  const { t } = useTranslation(selectionStripNamespace);
  const { selection } = useAppState();
  const notifications = useNotifications();
  return (
    <SelectionStrip list={selection} detailsHref={paths.details} signInNotice="none"
      onSignInRequired={() => notifications.error(t('signInFirst'))}
      onRemove={() => {
        if (selection.entries.peek().length === 0) notifications.success(t('deleted'));
      }} />
  );
}
