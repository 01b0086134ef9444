import { z } from 'zod';
import type { QuantityId } from '../engine/units';
import { defineCall, type CallContract } from './call';

/**
 * The spec's conversion calls: `{ oldunit, oldvalue, newunit }` in, `Data.Val` out at full precision.
 * `oldvalue` may be a number or numeric text; text that is not a number is a calculation failure (as the
 * specification answers it), not a schema error.
 */
export const unitConversionBody = z.object({
  oldunit: z.string().min(1).max(32),
  oldvalue: z.union([z.number(), z.string().max(64)]),
  newunit: z.string().min(1).max(32),
});

export const unitConversionData = z.object({ Val: z.number() });

export type UnitConversionBody = z.infer<typeof unitConversionBody>;

function conversion(path: string, quantity: QuantityId | undefined, summary: string) {
  const call = defineCall({ method: 'POST', path, summary, body: unitConversionBody, data: unitConversionData, idempotent: true });
  return { ...call, quantity };
}

/** Conversion calls by path; `quantity` undefined means any quantity both units share. */
export const unitConversions = {
  convert: conversion('/unitconvert/convert', undefined, 'Converts a value between two units of the same quantity.'),
  temper: conversion('/unitconvert/convert_temper', 'Temp', 'Converts a temperature (℃, ℉, K).'),
  shscTemper: conversion('/unitconvert/converttoshsc_temper', 'Temp2', 'Converts a temperature difference (superheat, subcooling): 5 K is 9 ℉.'),
  press: conversion('/unitconvert/convert_press', 'Press', 'Converts a pressure.'),
  coolCapacity: conversion('/unitconvert/convert_coolcapacity', 'CoolCapacity', 'Converts a cooling capacity.'),
  heatCapacity: conversion('/unitconvert/convert_heatcapacity', 'HeatCapacity', 'Converts a heating capacity.'),
  massFlow: conversion('/unitconvert/convert_massflow', 'MassFlow', 'Converts a mass flow.'),
  velocity: conversion('/unitconvert/convert_velocity', 'Velocity', 'Converts a velocity.'),
  volumeFlow: conversion('/unitconvert/convert_volumeflow', 'VolumeFlow', 'Converts a volume flow.'),
  size: conversion('/unitconvert/convert_size', 'Size', 'Converts a length (connection or pipe size).'),
  density: conversion('/unitconvert/convert_density', 'Density', 'Converts a density.'),
  enthalpy: conversion('/unitconvert/convert_enthalpy', 'Enthalpy', 'Converts a specific enthalpy.'),
  entropy: conversion('/unitconvert/convert_entropy', 'Entropy', 'Converts a specific entropy.'),
  flowFactor: conversion('/unitconvert/convert_flowfactor', 'FlowFactor', 'Converts a flow coefficient (Kv, Cv, Av).'),
} satisfies Record<string, CallContract & { quantity: QuantityId | undefined }>;

/** The unit sets and their default units, for clients that do not bundle the engine. */
export const unitSetList = defineCall({
  method: 'GET',
  path: '/unitconvert/unitsets',
  summary: 'Every quantity with its units, and the default unit of each quantity per unit system (1 imperial, 2 metric).',
  data: z.object({
    quantities: z.record(z.string(), z.array(z.string())),
    unitSystems: z.record(z.string(), z.record(z.string(), z.string())),
  }),
});

/**
 * Refrigerant temperature <-> pressure. `absolute` false means gauge pressure (absolute minus 1.01325 bar).
 * For a blend `Val` is the dew value and `Bubble`/`Dew` carry both; for a pure fluid the three agree.
 */
export const refrigerantConversionBody = unitConversionBody.extend({
  refrigerant: z.string().min(1).max(32),
  absolute: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).default(true),
});

export const refrigerantConversionData = z.object({ Val: z.number(), Bubble: z.number(), Dew: z.number() });

export type RefrigerantConversionBody = z.infer<typeof refrigerantConversionBody>;

export const temperatureToPressure = defineCall({
  method: 'POST',
  path: '/unitconvert/converttemptopress',
  summary: 'Saturation pressure of a refrigerant at a temperature (bubble and dew for blends).',
  body: refrigerantConversionBody,
  data: refrigerantConversionData,
  idempotent: true,
});

export const pressureToTemperature = defineCall({
  method: 'POST',
  path: '/unitconvert/convertpresstotemp',
  summary: 'Saturation temperature of a refrigerant at a pressure (bubble and dew for blends).',
  body: refrigerantConversionBody,
  data: refrigerantConversionData,
  idempotent: true,
});

/** The query-parameter form of both: the direction follows `oldunit` (a temperature unit converts to pressure). */
export const temperatureBarQuery = defineCall({
  method: 'GET',
  path: '/unitconvert/convertto_temper_bar',
  summary: 'Temperature <-> pressure by query parameters (refrigerant, absolute, oldunit, oldvalue, newunit); direction from oldunit.',
  query: refrigerantConversionBody,
  data: refrigerantConversionData,
});
