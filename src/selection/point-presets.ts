// The ready operating points a form offers (issue 27): the engine's presets for the family (an expansion valve at
// full and lowest part load, a reversing valve in cooling and heating, a solenoid or regulator at its highest
// differential), computed from the form's design point as resolved for a calculation, and handed back the way the
// form and the calculate call speak: wire names, numbers in the request's unit set, localized names.
import { wireName } from '../contracts/condition-names';
import type { SelectionConditions } from '../contracts/selection';
import type { ConditionInput, ConditionName } from '../engine';
import { operatingPointPresets, type OperatingPointPresetKey } from '../engine/sizing/operating-point-presets';
import { resolveConditions, type ConditionContext } from './conditions';

export interface ShownPointPreset {
  key: OperatingPointPresetKey;
  /** The point's name in the request's language (`selection:point.<key>`). */
  name: string;
  /** The point's conditions as the calculate call takes them: wire names, numbers in the request's units. */
  conditions: SelectionConditions;
}

/** SI conditions by domain names as a request would send them: measured numbers in the request's unit set. */
function asSent(conditions: ConditionInput, ctx: ConditionContext): SelectionConditions {
  const sent: SelectionConditions = {};
  for (const field of ctx.fields) {
    const value = conditions[field.name as ConditionName];
    if (value === undefined) continue;
    if (field.quantity && typeof value === 'number') {
      const shown = ctx.units.measured(field.quantity, value);
      if (shown.value !== null) sent[wireName(field.name)] = { value: shown.value, unit: shown.unit };
    } else sent[wireName(field.name)] = value;
  }
  return sent;
}

/**
 * The family's ready points from the design point `design` (as sent: missing fields take the family's defaults,
 * checked as calculate checks them). Each point goes through the same resolution, so that it comes back with only
 * the fields of the operation in force, exactly as the calculation will read it.
 */
export function pointPresets(design: SelectionConditions, ctx: ConditionContext): ShownPointPreset[] {
  const resolved = resolveConditions(design, ctx);
  // Every expansion valve is offered its heating point too: the catalogue does not say which sizes go into a heat
  // pump (EEVs meter both ways; the TXV range has bi-flow series), and the form offers each ready point on its own,
  // so a one-way plant's engineer simply leaves Heating out.
  return operatingPointPresets(ctx.family, resolved.si, { refrigerant: ctx.refrigerant, reversible: true }).map((preset) => ({
    key: preset.key,
    name: ctx.t(preset.name),
    conditions: resolveConditions(asSent(preset.conditions, ctx), ctx).shown as SelectionConditions,
  }));
}
