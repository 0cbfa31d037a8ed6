import type { Handler } from '../../src/http/types';

export const getLiveness: Handler<'getLiveness'> = async () => ({ status: 200, body: { status: 'ok' } });
