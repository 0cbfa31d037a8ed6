// The operations of the contract's "Events" tag (openapi.yaml), each a few lines over its capability.
import { ok } from '../src/http/replies';
import { orgOf } from '../src/http/types';
import { readFeed } from '../src/feed/service';
import { mayReadAnswers } from '../src/webhooks/answers';

export const listEvents = ok<'listEvents'>((ctx) => readFeed(ctx.services, orgOf(ctx).id, ctx.query, mayReadAnswers(ctx.principal)));
