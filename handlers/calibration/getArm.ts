import type { Handler } from '../../src/http/types';
import { toArm } from '../../src/calibration/service';

export const getArm: Handler<'getArm'> = async (ctx) => ({ status: 200, body: toArm(ctx.resources.arm) });
