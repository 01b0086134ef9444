import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../../src/contracts/envelope';
import { readUnitsHeader, type UnitChoices } from '../../../src/contracts/units-header';
import { defaultUnitSystem, type UnitSystemId } from '../../../src/engine/units';
import type { Presentation } from '../../../src/selection/unit-presenter';
import { CallFailure } from './call-failure';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The unit system a request asks for (header Unitid: 1 imperial); anything else is metric. */
export function requestUnitSystem(request: FastifyRequest): UnitSystemId {
  return header(request, 'unitid')?.trim() === '1' ? 1 : defaultUnitSystem;
}

/**
 * The custom set a request's numbers are in over its system (header Units, `Temp=K&Press=kPa`); none without it.
 * @throws CallFailure invalidInput (400) naming the quantity or unit a set cannot hold: a request whose numbers
 *   would be read in a unit it did not mean must not be answered.
 */
export function requestUnitChoices(request: FastifyRequest): UnitChoices {
  const text = header(request, 'units');
  if (!text) return {};
  const read = readUnitsHeader(text);
  if ('units' in read) return read.units;
  const { code, ...params } = read.problem;
  throw new CallFailure(ResultCode.invalidInput, 400, `errors:unitsHeader.${code}`, params);
}

/** The request's language, unit system and unit set, as the services present their answers. */
export function requestPresentation(request: FastifyRequest): Presentation {
  return { language: request.language, messageLanguage: request.messageLanguage, unitSystem: requestUnitSystem(request), units: requestUnitChoices(request) };
}
