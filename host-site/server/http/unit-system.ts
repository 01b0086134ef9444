import type { FastifyRequest } from 'fastify';
import { defaultUnitSystem, type UnitSystemId } from '../../../src/engine/units';

/** The unit system a request asks for (header Unitid: 1 imperial); anything else is metric. */
export function requestUnitSystem(request: FastifyRequest): UnitSystemId {
  const header = request.headers['unitid'];
  return (Array.isArray(header) ? header[0] : header)?.trim() === '1' ? 1 : defaultUnitSystem;
}
