import { useSignals } from '@preact/signals-react/runtime';
import type { i18n } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMissingBundles } from '../../../../src/i18n/add-bundles';
import { ModalDialog } from '../../components/modal-dialog';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';

/**
 * The tool's code and strings arrive when it is first opened, not with the first page; the refrigerant engine
 * and a fluid's data only when the user picks the saturation conversion.
 */
function loadConversionTool(instance: i18n) {
  return lazy(async () => {
    const [tool, converter, chart] = await Promise.all([
      loadChunk(() => import('./conversion-tool')),
      loadChunk(() => import('../../../../widgets/unit-converter')),
      loadChunk(() => import('../../../../widgets/pt-chart')),
    ]);
    addMissingBundles(instance, converter.unitConverterResources);
    addMissingBundles(instance, chart.ptChartResources);
    return { default: tool.ConversionTool };
  });
}

export interface ConversionToolDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's "Conversion tool": the converter and the pressure-temperature chart in a modal dialog, in the user's units. */
export function ConversionToolDialog({ open, onClose }: ConversionToolDialogProps) {
  useSignals();
  const { t, i18n: instance } = useTranslation('site');
  const { session } = useAppState();
  const [ConversionTool] = useState(() => loadConversionTool(instance));
  return (
    <ModalDialog open={open} onClose={onClose} title={t('nav.conversionTool')} closeLabel={t('dialog.close')}>
      <Suspense fallback={<p>{t('dialog.loading')}</p>}>
        {/* Other units start the tool again on their pair (SPEC §4: ℃ -> bar, or ℉ -> Psi; a custom set's own). */}
        <ConversionTool
          key={`${session.unitSystem.value}-${JSON.stringify(session.units.value)}`}
          unitSystem={session.unitSystem.value}
          units={session.units.value}
        />
      </Suspense>
    </ModalDialog>
  );
}
