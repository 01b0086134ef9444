// `vs-selection-change`: the selection as the user has it after each of their edits (fields, units, refrigerant,
// operating points), enough for a page to make the same form again from its address.
import { useEffect } from 'react';
import type { SelectorModel } from './selector.model';
import { pointsOfBody, type PointsSignal } from './selector.points';
import type { SelectorProps } from './selector.props';

export function useSelectionChange(props: SelectorProps, model: SelectorModel, points: PointsSignal, pointEdits: number): void {
  const edits = model.edits.value;
  const onChange = props.onSelectionChange;
  useEffect(() => {
    const data = model.fields.peek();
    if ((edits === 0 && pointEdits === 0) || !data || !onChange) return;
    const chosen = props.refrigerant ? undefined : model.refrigerantChoice.peek();
    onChange({
      valveName: data.valveName,
      ...(props.serialId !== undefined && { serialId: props.serialId }),
      ...(chosen !== undefined && { refrigerant: chosen }),
      ...pointsOfBody(points.peek(), model.conditions.peek()),
    });
    // Only the user's edits raise the event; a new onChange or refrigerant from the page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits, pointEdits]);
}
