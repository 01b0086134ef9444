// The unit calls of the specification: conversions between units of a quantity, the unit sets, and refrigerant
// temperature <-> pressure. The schemas that check them are in schemas/unitconvert.ts, loaded only by the server.
import type { QuantityId } from '../engine/units';
import { defineCall, type CallContract } from './call';
import type { unitConversionSchemas, unitconvertSchemas } from './schemas/unitconvert';

export type { RefrigerantConversionBody, UnitConversionBody } from './schemas/unitconvert';

type Schemas = typeof unitconvertSchemas;

/** A conversion call and the quantity it converts; undefined means any quantity both units share. */
export type ConversionCall = CallContract<typeof unitConversionSchemas> & { quantity: QuantityId | undefined };

function conversion(path: string, quantity: QuantityId | undefined, summary: string): ConversionCall {
  return { ...defineCall<typeof unitConversionSchemas>({ method: 'POST', path, summary, idempotent: true }), quantity };
}

/** Conversion calls by path. */
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
};

/** The unit sets and their default units, for clients that do not bundle the engine. */
export const unitSetList = defineCall<Schemas['unitSetList']>({
  method: 'GET',
  path: '/unitconvert/unitsets',
  summary: 'Every quantity with its units, and the default unit of each quantity per unit system (1 imperial, 2 metric).',
});

export const temperatureToPressure = defineCall<Schemas['temperatureToPressure']>({
  method: 'POST',
  path: '/unitconvert/converttemptopress',
  summary: 'Saturation pressure of a refrigerant at a temperature (bubble and dew for blends).',
  idempotent: true,
});

export const pressureToTemperature = defineCall<Schemas['pressureToTemperature']>({
  method: 'POST',
  path: '/unitconvert/convertpresstotemp',
  summary: 'Saturation temperature of a refrigerant at a pressure (bubble and dew for blends).',
  idempotent: true,
});

/** The query-parameter form of both: the direction follows `oldunit` (a temperature unit converts to pressure). */
export const temperatureBarQuery = defineCall<Schemas['temperatureBarQuery']>({
  method: 'GET',
  path: '/unitconvert/convertto_temper_bar',
  summary: 'Temperature <-> pressure by query parameters (refrigerant, absolute, oldunit, oldvalue, newunit); direction from oldunit.',
});
