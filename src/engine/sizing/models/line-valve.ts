// Valves that are part of the line: ball valves, shut-off valves and sight glasses. Method: makers publish only a
// Kv (Danfoss GBC, Castel 6590, Danfoss SGP); selection is by the line they fit. The model checks the drop against
// DpAlow (prohibited above) and grades the connection by the velocity of the design flow in it against the
// line's recommended band (ASHRAE, model.VELOCITY_BAND): in band optimal, outside available.
import { checkAllowedDrop, checkCoverage, checkPressure, checkVelocity, linePressure, type SizingModel } from '../model';
import type { ValveConstruction } from '../physics/flow';
import { dropAt, massFlowAt } from '../physics/capacity';
import { refrigeratingEffect } from '../physics/operating-point';
import type { RatingBase } from '../ratings';

type LineValve = RatingBase & { Kv: number };

/** The grading and curves shared by Bv, Ssv and Sg; the construction sets the IEC xT. */
export function lineValve<R extends LineValve>(construction: ValveConstruction): Pick<SizingModel<R>, 'grade' | 'capacity' | 'drop'> {
  return {
    grade(ctx, r, g) {
      const { point, conditions: c, massFlow } = ctx;
      checkCoverage(ctx, r, g);
      checkPressure(linePressure(point, c.position), r, g);
      const dp = dropAt(point, c.position, r.Kv, massFlow, construction);
      checkAllowedDrop(dp, c.allowedDrop, g);
      const velocity = checkVelocity(ctx, r, g);
      const capacity = massFlowAt(point, c.position, r.Kv, c.allowedDrop, construction) * refrigeratingEffect(point);
      return { massFlow, pressureDrop: dp, capacity, loadRatio: c.capacity / capacity, velocity };
    },
    capacity: (point, c, r) => massFlowAt(point, c.position, r.Kv, c.allowedDrop, construction) * refrigeratingEffect(point),
    drop: (point, c, r, duty) => dropAt(point, c.position, r.Kv, duty / refrigeratingEffect(point), construction),
  };
}
