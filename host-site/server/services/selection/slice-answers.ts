// The families' catalogue slices as the server answers them (GET /api/selection/slice): each made once, with a strong
// ETag, since the catalogue does not change while the server runs.
import { createHash } from 'node:crypto';
import type { CallAnswer } from '../../../../src/contracts/call';
import type { catalogueSlice } from '../../../../src/contracts/selection-slice';
import type { SelectionService } from '../../../../src/selection/selection-service';
import type { Presentation } from '../../../../src/selection/unit-presenter';

/** A slice answer and its ETag value (without quotes). */
export interface SliceAnswer {
  data: CallAnswer<typeof catalogueSlice>;
  etag: string;
}

/**
 * The slices answered so far, by the family's name in lower case (a name is kept only once its family was found and
 * calculates, so at most one per sizing family). The ETag is a SHA-256 of the slice (its catalogue version included):
 * a new catalogue, or a new shape of the slice, gives a new tag.
 */
export class SliceAnswers {
  private readonly made = new Map<string, SliceAnswer>();

  constructor(private readonly service: SelectionService) {}

  /** The slice of the family `valveName`; an unknown or list-only family is refused as the selector's calls refuse it. */
  answer(valveName: string, presentation: Presentation): SliceAnswer {
    const key = valveName.toLowerCase();
    let known = this.made.get(key);
    if (!known) {
      const slice = this.service.slice({ valveName }, presentation);
      const etag = createHash('sha256').update(JSON.stringify(slice)).digest('base64url').slice(0, 32);
      known = { data: { ...slice, etag }, etag };
      this.made.set(key, known);
    }
    return known;
  }
}
