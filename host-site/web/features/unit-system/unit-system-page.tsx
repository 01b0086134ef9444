import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { useAppState } from '../../lib/app-services';
import { UnitSystemForm } from './unit-system-form';

/** /units: the same choice as the header's Units dialog, for a link or a bookmark to it. */
export function UnitSystemPage() {
  useSignals();
  const { t } = useTranslation('site');
  const { session } = useAppState();
  return (
    <>
      <PageHeading>{t('route.units')}</PageHeading>
      {/* Saved from the header's dialog meanwhile: the form starts again from the session's system. */}
      <UnitSystemForm key={`${session.unitSystem.value}-${session.customUnitId.value ?? ''}`} />
    </>
  );
}
