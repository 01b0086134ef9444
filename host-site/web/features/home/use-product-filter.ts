import { useSignals } from '@preact/signals-react/runtime';
import { fallbackRefrigerant } from '../../../../widgets/refrigerant-chooser';
import { useAppState } from '../../lib/app-services';

/**
 * The refrigerant and approvals of the home page's boxes as the catalogue calls take them. The refrigerant is
 * the one the box shows: the chosen one, else the default, so that the list and the box never disagree.
 */
export function useProductFilter(): { Refrigerant: string; Safetycer?: string[] } {
  useSignals();
  const { choice } = useAppState();
  const approvals = choice.approvals.value;
  return {
    Refrigerant: choice.refrigerant.value ?? choice.defaultRefrigerant.value ?? fallbackRefrigerant,
    ...(approvals.length > 0 ? { Safetycer: [...approvals] } : {}),
  };
}
