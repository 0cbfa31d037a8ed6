// The key every per-address limit counts a client by (src/http/client-address.ts).
import { clientAddressKey } from '../../src/http/client-address';

it.each([
  ['9.9.9.9', '9.9.9.9'],
  ['9.9.9.9:1001', '9.9.9.9'],
  ['::ffff:9.9.9.9', '9.9.9.9'],
  ['::FFFF:0909:0909', '9.9.9.9'],
  ['[::ffff:9.9.9.9]:80', '9.9.9.9'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
  ['[2001:db8:1:2::9]:8443', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['', 'unknown'],
  [undefined, 'unknown'],
  ['not an address', 'not an address'],
])('%s counts as %s', (address, key) => {
  expect(clientAddressKey(address)).toBe(key);
});
