import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { UnitSystemForm } from './unit-system-form';

export interface UnitSystemDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's "Units": the unit-set chooser of SPEC §2 Dialogs, base system and custom sets, for guests and members. */
export function UnitSystemDialog({ open, onClose }: UnitSystemDialogProps) {
  const { t } = useTranslation('site');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('nav.units')} closeLabel={t('dialog.close')}>
      <UnitSystemForm onSaved={onClose} onCancel={onClose} />
    </ModalDialog>
  );
}
