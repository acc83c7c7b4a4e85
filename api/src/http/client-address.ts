import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { parseTrustProxy } from '@typetest/platform';

/**
 * Who is asking, for per-client limits: the address the nearest trusted proxy saw (TRUST_PROXY,
 * see platform/src/trust-proxy.ts), read from the right of X-Forwarded-For, else the socket's peer.
 * Only a valid IP address, in one spelling (IPv4-mapped IPv6 as IPv4), ever comes back: an
 * X-Forwarded-For entry that is none falls back to the socket address.
 * Undefined when the request did not come through Node's HTTP server (app.request in tests).
 */
export function clientAddressOf(trustProxy: string): (c: Context) => string | undefined {
  const trust = parseTrustProxy(trustProxy);
  return (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const peer = canonicalAddress(incoming?.socket.remoteAddress);
    if (!incoming || !peer || !trust) return peer;
    return canonicalAddress(proxyaddr(incoming, trust)) ?? peer;
  };
}

/** One spelling per address, or undefined for anything that is not a plain IP address. */
export function canonicalAddress(address: string | undefined): string | undefined {
  const unzoned = address?.trim().replace(/%.*$/, '');
  if (!unzoned || isIP(unzoned) === 0) return undefined;
  return ipaddr.process(unzoned).toString();
}

/**
 * The key per-client limits count a client by: an IPv4 address as it is, an IPv6 address by its
 * /64 network (`2001:db8:1:2::/64`), since one subscriber or host is given a whole /64 and may use
 * any address in it. `address` is one canonicalAddress gave (IPv4-mapped IPv6 is IPv4 by then).
 */
export function clientKey(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
