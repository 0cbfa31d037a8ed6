// A cap on the connections one client address holds open at once (docs/operations.md, "Connections"), under the
// server's HTTP_MAX_CONNECTIONS: without it, one client trickling headers on a thousand sockets (and opening new ones
// as they are cut) took every connection, and no one else was served. A connection past the address's cap is closed
// as it arrives. Addresses are keyed as every per-address limit is (./client-address.ts: IPv4-mapped as IPv4, IPv6 per
// /64). The proxies TRUST_PROXY names are exempt: every client behind one arrives from its address, so the proxy limits
// its clients' connections itself; with TRUST_PROXY as a hop count every peer is a proxy, and the cap is off.
import type net from 'node:net';
import type http from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config';
import { clientAddressKey } from './client-address';

/** Which peers are proxies the cap leaves alone (null: every peer is, TRUST_PROXY being a hop count). */
function proxiesOf(trust: TrustProxy): ((address: string) => boolean) | null {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return null;
  const trusted = proxyaddr.compile(trust);
  return (address) => trusted(address, 0);
}

/** Closes each connection beyond `perAddress` from one client address; answers the open connections by address (for tests and metrics). */
export function capConnectionsPerAddress(server: http.Server, perAddress: number, trust: TrustProxy): Map<string, number> {
  const open = new Map<string, number>();
  const isProxy = proxiesOf(trust);
  if (!isProxy || perAddress <= 0) return open;
  server.on('connection', (socket: net.Socket) => {
    const peer = socket.remoteAddress ?? '';
    if (isProxy(peer)) return;
    const key = clientAddressKey(peer);
    const count = (open.get(key) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return open;
}
