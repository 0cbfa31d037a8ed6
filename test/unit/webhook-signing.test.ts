// Webhook signatures verified with the Standard Webhooks reference library (standardwebhooks), and secrets sealed
// at rest.
import { Webhook } from 'standardwebhooks';
import { newSecret, openSecret, sealSecret, secretPreview, signedHeaders } from '../../src/webhooks/signing';

const body = JSON.stringify({ id: 'evt_1', type: 'response.completed', data: { surveyId: 's1' } });

describe('signing', () => {
  it('produces headers the Standard Webhooks verifier accepts', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = signedHeaders(secret, 'msg_0192f3c4', body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('is refused by the verifier for another body, another secret or an old timestamp', () => {
    const secret = newSecret();
    const headers = signedHeaders(secret, 'msg_1', body);
    expect(() => new Webhook(secret).verify(body.replace('s1', 's2'), headers)).toThrow();
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    const old = signedHeaders(secret, 'msg_1', body, Date.now() - 60 * 60 * 1000);
    expect(() => new Webhook(secret).verify(body, old)).toThrow(); // outside the verifier's five-minute tolerance
  });

  it('keeps the webhook id stable and the signature bound to the timestamp', () => {
    const secret = newSecret();
    const first = signedHeaders(secret, 'msg_2', body, 1_700_000_000_000);
    const retry = signedHeaders(secret, 'msg_2', body, 1_700_000_300_000);
    expect(retry['webhook-id']).toBe(first['webhook-id']);
    expect(retry['webhook-signature']).not.toBe(first['webhook-signature']);
  });

  it('previews only the last four characters', () => {
    const secret = newSecret();
    expect(secretPreview(secret)).toBe(`whsec_****${secret.slice(-4)}`);
  });
});

describe('sealing', () => {
  it('round-trips, never stores the secret in the clear, and differs each time', () => {
    const secret = newSecret();
    const a = sealSecret('server-key', secret);
    const b = sealSecret('server-key', secret);
    expect(a).not.toContain(secret.slice(6));
    expect(a).not.toBe(b);
    expect(openSecret('server-key', a)).toBe(secret);
  });

  it('refuses another key and an altered value', () => {
    const sealed = sealSecret('server-key', newSecret());
    expect(() => openSecret('other-key', sealed)).toThrow();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret('server-key', parts.join('.'))).toThrow();
    expect(() => openSecret('server-key', 'garbage')).toThrow('not a sealed secret');
  });
});
