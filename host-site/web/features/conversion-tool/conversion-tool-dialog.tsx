import { useSignals } from '@preact/signals-react/runtime';
import type { i18n, Resource } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { useAppState } from '../../lib/app-services';

/** The converter's code and strings arrive when the tool is first opened, not with the first page. */
function loadUnitConverter(instance: i18n) {
  return lazy(async () => {
    const converter = await import('../../../../widgets/unit-converter');
    addBundles(instance, converter.unitConverterResources);
    return { default: converter.UnitConverter };
  });
}

function addBundles(instance: i18n, resources: Resource) {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, strings] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, strings);
    }
  }
}

export interface ConversionToolDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's "Conversion tool": the UnitConverter widget's component in a modal dialog, in the user's units. */
export function ConversionToolDialog({ open, onClose }: ConversionToolDialogProps) {
  useSignals();
  const { t, i18n: instance } = useTranslation('site');
  const { session } = useAppState();
  const [UnitConverter] = useState(() => loadUnitConverter(instance));
  return (
    <ModalDialog open={open} onClose={onClose} title={t('nav.conversionTool')} closeLabel={t('dialog.close')}>
      <Suspense fallback={<p>{t('dialog.loading')}</p>}>
        <UnitConverter unitSystem={session.unitSystem.value} />
      </Suspense>
    </ModalDialog>
  );
}
