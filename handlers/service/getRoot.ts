import type { Handler } from '../../src/http/types';

/** `/` leads a browser to the API reference. */
export const getRoot: Handler<'getRoot'> = async () => ({ status: 302, headers: { Location: '/docs' } });
