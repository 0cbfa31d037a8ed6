import type { Handler } from '../../src/http/types';
import { probe } from '../../src/instruments/probes';

export const getProbe: Handler<'getProbe'> = async (ctx) => ({ status: 200, body: probe(ctx.resources.probe) });
