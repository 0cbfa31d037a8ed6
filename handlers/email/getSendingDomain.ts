import type { Handler } from '../../src/http/types';
import { toDomain } from '../../src/email/service';

export const getSendingDomain: Handler<'getSendingDomain'> = async (ctx) => ({ status: 200, body: toDomain(ctx.resources.domain) });
