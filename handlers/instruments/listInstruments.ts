import type { Handler } from '../../src/http/types';
import { catalogue } from '../../src/instruments/service';

export const listInstruments: Handler<'listInstruments'> = async () => ({ status: 200, body: catalogue() });
