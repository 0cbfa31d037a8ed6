// Cursors are opaque and signed (docs/design/pagination.md): any change to one is refused.
import { decodeCursor, encodeCursor } from '../../src/cursor';
import { ApiError } from '../../src/errors';

const payload = { list: 'surveys:org-1', filters: { status: 'live' }, key: null, id: '0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f' };

it('round-trips a payload', () => {
  expect(decodeCursor('s3cret', encodeCursor('s3cret', payload), 'surveys:org-1')).toEqual(payload);
});

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).extras.errors?.[0]).toMatchObject({ in: 'query', name: 'cursor' });
    return;
  }
  throw new Error('was accepted');
};

it('refuses a cursor signed with another secret, for another list, altered, or not a cursor at all', () => {
  const token = encodeCursor('s3cret', payload);
  refused(() => decodeCursor('other', token, 'surveys:org-1'));
  refused(() => decodeCursor('s3cret', token, 'surveys:org-2'));
  const [data, sig] = token.split('.');
  const forged = Buffer.from(JSON.stringify(['surveys:org-1', {}, null, 'zzz'])).toString('base64url');
  refused(() => decodeCursor('s3cret', `${forged}.${sig}`, 'surveys:org-1'));
  refused(() => decodeCursor('s3cret', `${data}.${sig.slice(0, -1)}A`, 'surveys:org-1'));
  for (const junk of ['', '.', 'abc', `${data}.${sig}.x`, `${data}`]) refused(() => decodeCursor('s3cret', junk, 'surveys:org-1'));
});
