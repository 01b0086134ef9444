// BCV, ball-type check valve fitted in parallel with an EEV or capillary of a heat pump: sized in the reverse
// direction. It opens in the mode in which the expansion device is bypassed and then passes the liquid flow (line
// A, whatever Pos says); in the other mode it is closed against the whole high-to-low differential, which its
// body must hold (the high-side pressure).
import { checkPressure, type SizingModel } from '../model';
import { cvsModel } from '../models/cvs';
import type { CvsRating } from '../ratings';

export const bcvOverride: SizingModel<CvsRating> = {
  ...cvsModel,
  grade(ctx, r, g) {
    checkPressure(ctx.point.pk, r, g);
    return cvsModel.grade({ ...ctx, conditions: { ...ctx.conditions, position: 'A' } }, r, g);
  },
  capacity: (point, c, r) => cvsModel.capacity(point, { ...c, position: 'A' }, r),
  drop: (point, c, r, duty) => cvsModel.drop!(point, { ...c, position: 'A' }, r, duty),
};
