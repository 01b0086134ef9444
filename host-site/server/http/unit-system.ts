import type { FastifyRequest } from 'fastify';
import { defaultUnitSystem, type UnitSystemId } from '../../../src/engine/units';
import type { Presentation } from '../services/units/unit-presenter';

/** The unit system a request asks for (header Unitid: 1 imperial); anything else is metric. */
export function requestUnitSystem(request: FastifyRequest): UnitSystemId {
  const header = request.headers['unitid'];
  return (Array.isArray(header) ? header[0] : header)?.trim() === '1' ? 1 : defaultUnitSystem;
}

/** The request's language and unit system, as the services present their answers. */
export function requestPresentation(request: FastifyRequest): Presentation {
  return { language: request.language, unitSystem: requestUnitSystem(request) };
}
