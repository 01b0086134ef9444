// The unit calls of the specification (§7, under /api/unitconvert): conversions between units of one quantity, and
// refrigerant temperature <-> pressure; plus two of ours, flow coefficients and the unit sets. The schemas that
// check them are in schemas/unitconvert.ts, loaded only by the server.
import type { QuantityId } from '../engine/units';
import { defineCall, type CallContract } from './call';
import type { unitConversionSchemas, unitconvertSchemas } from './schemas/unitconvert';

export type { RefrigerantConversionBody, UnitConversionBody } from './schemas/unitconvert';

type Schemas = typeof unitconvertSchemas;

/** A conversion call and the quantity it converts. */
export type ConversionCall = CallContract<typeof unitConversionSchemas> & { quantity: QuantityId };

function conversion(name: string, quantity: QuantityId, summary: string): ConversionCall {
  return { ...defineCall<typeof unitConversionSchemas>({ method: 'POST', path: `/unitconvert/${name}`, summary, idempotent: true }), quantity };
}

/** The conversions between any two units of one quantity, by quantity. */
export const unitConversions = {
  temperature: conversion('converttoany_temper', 'Temp', 'Converts a temperature between ℃, ℉ and K.'),
  temperatureDifference: conversion('converttoshsc_temper', 'Temp2', 'Converts a temperature difference (superheat, subcooling): 5 K is 9 ℉.'),
  pressure: conversion('converttoany_press', 'Press', 'Converts a pressure.'),
  capacity: conversion('converttoany_capacity', 'CoolCapacity', 'Converts a capacity (a cooling or heating duty).'),
  massFlow: conversion('converttoany_massflowrate', 'MassFlow', 'Converts a mass flow rate.'),
  volumeFlow: conversion('converttoany_volumeflow', 'VolumeFlow', 'Converts a volume flow.'),
  length: conversion('converttoany_length', 'Size', 'Converts a length (connection or pipe size).'),
  velocity: conversion('converttoany_velocity', 'Velocity', 'Converts a velocity.'),
  density: conversion('converttoany_density', 'Density', 'Converts a density.'),
  enthalpy: conversion('converttoany_enthalpy', 'Enthalpy', 'Converts a specific enthalpy.'),
  entropy: conversion('converttoany_entropy', 'Entropy', 'Converts a specific entropy.'),
  flowFactor: conversion('converttoany_flowfactor', 'FlowFactor', 'Ours, not in the specification: converts a flow coefficient (Kv, Cv, Av).'),
};

export const temperatureToCelsius = defineCall<Schemas['temperatureToCelsius']>({
  method: 'POST',
  path: '/unitconvert/converttoc_temper',
  summary: 'Converts a temperature in any unit to ℃.',
  idempotent: true,
});

/** The unit sets and their default units, for clients that do not bundle the engine. */
export const unitSetList = defineCall<Schemas['unitSetList']>({
  method: 'GET',
  path: '/unitconvert/unitsets',
  summary: 'Ours, not in the specification: every quantity with its units, and the default unit of each quantity per unit system (1 imperial, 2 metric).',
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

export const temperatureToBar = defineCall<Schemas['temperatureToBar']>({
  method: 'POST',
  path: '/unitconvert/convertto_temper_bar',
  summary: 'Saturation pressure in bar of a refrigerant at a temperature, parameters in the query string.',
  idempotent: true,
});
