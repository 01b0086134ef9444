// What the selector takes from its page (attributes and props) and tells it (its events), and the model each
// instance keeps in step with the page's unit system and locale.
import { useLayoutEffect, useRef, useState } from 'react';
import type { CalculationBody, SelectionConditions, SelectionFieldsData } from '../../src/contracts/selection';
import type { UnitProps } from '../internal/units/units';
import { createSelectorModel, type SelectorModel, type SelectorSettings } from './selector.model';
import type { PointsProps } from './selector.points';
import type { SelectorShopProps } from './selector.shop-props';

/** What `vs-calculate` tells: the request sent and how many sizes each group holds. */
export interface CalculateDetail {
  request: CalculationBody;
  counts: { Optimal: number; Available: number; Prohibited: number };
}

/** What `vs-selection-change` tells: the selection as the user has it now, enough to make the same form again. */
export interface SelectorChange {
  valveName: string;
  serialId?: number;
  /** The refrigerant the user chose in the widget's own select; absent when it is set from outside. */
  refrigerant?: string;
  /** Every field of the design point as the calculate call takes it: numbers with their unit, options, flags. */
  conditions: SelectionConditions;
  /** The design point's name, when the user named it (issue 27). */
  designPointName?: string;
  /** The operating points besides the design point, each with all its conditions. */
  operatingPoints?: PointsProps['operatingPoints'];
}

export interface SelectorProps extends PointsProps, SelectorShopProps {
  /** Family Classname (Sov, TxvOld, Eev ...): whose conditions the form asks. */
  valveName?: string;
  /** Only this series' sizes. */
  serialId?: number;
  /** Only the series of this system application. */
  systemId?: number;
  /** Refrigerant, ASHRAE designation; default the widget shows its own choice (the family's default first). */
  refrigerant?: string;
  /** Approval groups every result must meet (UL, LVD(TUV/VDE) ...). Default none. */
  approvals?: readonly string[];
  /** Units shown: 1 imperial, 2 metric. Default 2. */
  unitSystem?: number;
  /** A custom unit set over unitSystem's units (quantity → unit, or its JSON); default none. */
  units?: UnitProps['units'];
  /** BCP 47 locale numbers are typed and shown in; default the element's lang, else the surrounding i18next language. */
  locale?: string;
  /** Field definitions as GET /api/valve/selection answers them; given, the widget does not fetch them. */
  fields?: SelectionFieldsData;
  /** A model the host keeps; default one made for this instance. */
  model?: SelectorModel;
  /** Conditions the form starts from (as `vs-selection-change` reports them); fields they do not fit keep their defaults. */
  conditions?: SelectionConditions;
  /** Calculate as soon as the form is ready: a page restoring a selection from its address shows its results. */
  calculate?: boolean;
  /** The user changed a field, a unit or the refrigerant. */
  onSelectionChange?: (detail: SelectorChange) => void;
  /** A calculation the user asked for has answered. */
  onCalculate?: (detail: CalculateDetail) => void;
}

/** The refrigerant in effect: the one set from outside, the user's in the widget, the family's default, the first. */
export function refrigerantOf(props: SelectorProps, chosen: string | undefined, data: SelectionFieldsData | undefined): string {
  return props.refrigerant || chosen || data?.refrigerant || data?.refrigerants[0] || '';
}

/**
 * The instance's model (the host's, or one made here), kept in step with the unit system and locale. Props reach
 * it through apply(), after render, and only when they changed.
 */
export function useModel(props: SelectorProps, locale: string): SelectorModel {
  const settings: SelectorSettings = { unitSystem: props.unitSystem, units: props.units, locale };
  const [own] = useState(() => (props.model ? undefined : createSelectorModel(settings)));
  const model = props.model ?? (own as SelectorModel);
  const applied = useRef<SelectorSettings>(own ? settings : {});
  useLayoutEffect(() => {
    const before = applied.current;
    applied.current = settings;
    const changed = before.unitSystem !== settings.unitSystem || before.units !== settings.units || before.locale !== settings.locale;
    if (changed) model.apply(settings);
  });
  return model;
}
