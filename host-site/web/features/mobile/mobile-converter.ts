import type { ApiClient } from '../../../../src/client';
import { baseInfo } from '../../../../src/contracts/valve';
import { pressureToTemperature, temperatureToPressure, unitConversions, unitSetList } from '../../../../src/contracts/unitconvert';
// The number modules alone, not the units index: the mobile page keeps its weight (under 60 KB gzip).
import { formatNumber } from '../../../../src/engine/units/number-format';
import { parseNumber } from '../../../../src/engine/units/number-parse';
import { field, h, options } from './dom';
import { locale, t } from './mobile-text';

const saturation = 'Saturation';
const unitSystemKey = 'vs.session.v1.unit-system';

/** The unit system the full site stored (1 imperial, 2 metric, the default). */
function unitSystem(): '1' | '2' {
  try {
    return localStorage.getItem(unitSystemKey) === '1' ? '1' : '2';
  } catch {
    return '2';
  }
}

/** A result with the 2 decimals of SPEC §5, in the page's locale. */
const format = { format: (value: number) => formatNumber(value, locale, 2) };

/**
 * The unit conversion tool (SPEC §4, §5): any two units of one quantity, or a temperature and a refrigerant's
 * saturation pressure either way; results with 2 decimals, by the server's conversion calls.
 */
export function mobileConverter(api: ApiClient): HTMLElement {
  const quantity = h('select', {});
  const direction = h('select', {});
  const refrigerant = h('select', {});
  const absolute = h('input', { type: 'checkbox' });
  absolute.checked = true;
  const value = h('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off' });
  const from = h('select', {});
  const to = h('select', {});
  const result = h('output', { 'aria-live': 'polite' });
  const saturationFields = h('div', { class: 'saturation' }, field(t('converter.refrigerant'), refrigerant), h('label', { class: 'check' }, absolute, t('converter.absolute')), field(t('converter.direction'), direction));
  options(direction, [
    { value: 'tp', label: t('converter.temperatureToPressure') },
    { value: 'pt', label: t('converter.pressureToTemperature') },
  ]);

  let units: Record<string, string[]> = {};
  let defaults: Record<string, string> = {};
  const unitOptions = (select: HTMLSelectElement, id: string, chosen: string | undefined) => {
    options(select, (units[id] ?? []).map((unit) => ({ value: unit, label: unit })));
    if (chosen) select.value = chosen;
  };

  const refill = () => {
    const isSaturation = quantity.value === saturation;
    saturationFields.hidden = !isSaturation;
    if (isSaturation) {
      const [fromQuantity, toQuantity] = direction.value === 'tp' ? ['Temp', 'Press'] : ['Press', 'Temp'];
      unitOptions(from, fromQuantity, defaults[fromQuantity]);
      unitOptions(to, toQuantity, defaults[toQuantity]);
    } else {
      unitOptions(from, quantity.value, defaults[quantity.value]);
      unitOptions(to, quantity.value, defaults[quantity.value]);
    }
    void convert();
  };

  let asked = 0;
  const convert = async () => {
    // Typed in the page's locale (`12,5`, Persian digits); the server reads a plain decimal, and answers text it
    // cannot read with its own message. An empty value does nothing (SPEC §5).
    const typed = value.value.trim();
    if (typed === '' || from.value === '' || to.value === '') return void (result.textContent = '');
    const body = { oldunit: from.value, oldvalue: parseNumber(typed, locale) ?? typed, newunit: to.value };
    const mine = ++asked;
    try {
      let shown: string;
      if (quantity.value === saturation) {
        const contract = direction.value === 'tp' ? temperatureToPressure : pressureToTemperature;
        const answer = await api.call(contract, { body: { ...body, refrigerant: refrigerant.value, absolute: absolute.checked } });
        shown = `${format.format(answer.Val)} ${to.value}`;
        if (answer.Bubble !== answer.Dew) shown += ` (${t('converter.bubbleDew', { bubble: format.format(answer.Bubble), dew: format.format(answer.Dew) })})`;
      } else {
        const call = Object.values(unitConversions).find((candidate) => candidate.quantity === quantity.value);
        if (!call) return;
        shown = `${format.format((await api.call(call, { body })).Val)} ${to.value}`;
      }
      if (mine === asked) result.textContent = shown;
    } catch {
      if (mine === asked) result.textContent = t('converter.failed');
    }
  };

  void Promise.all([api.call(unitSetList, {}), api.call(baseInfo, {})]).then(([sets, base]) => {
    units = sets.quantities;
    defaults = sets.unitSystems[unitSystem()] ?? {};
    const offered = Object.values(unitConversions).map((call) => call.quantity);
    options(quantity, [
      { value: saturation, label: t('converter.saturation') },
      ...offered.filter((id) => units[id]).map((id) => ({ value: id, label: t(`quantities.${id}`) })),
    ]);
    options(refrigerant, base.refrigerantList.map(({ Name }) => ({ value: Name, label: Name })));
    refrigerant.value = base.refrigerantList.some(({ Name }) => Name === 'R134a') ? 'R134a' : refrigerant.value;
    refill();
  });

  quantity.addEventListener('change', refill);
  direction.addEventListener('change', refill);
  for (const control of [value, from, to, refrigerant, absolute]) control.addEventListener('input', () => void convert());

  return h(
    'section',
    { 'aria-labelledby': 'converter-heading' },
    h('h2', { id: 'converter-heading' }, t('converter.heading')),
    field(t('converter.quantity'), quantity),
    saturationFields,
    field(t('converter.value'), value),
    h('div', { class: 'pair' }, field(t('converter.from'), from), field(t('converter.to'), to)),
    h('p', {}, t('converter.result'), ': ', result),
  );
}
