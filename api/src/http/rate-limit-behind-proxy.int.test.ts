import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { serveOnFreePort, type ServedApp } from '../testing/serve-app.ts';
import { useTestApi } from '../testing/test-api.ts';

// The product behind proxies, over real HTTP: every request reaches it from 127.0.0.1 (the
// nearest proxy) with the X-Forwarded-For chain a proxy would pass on.
const api = useTestApi();
let served: ServedApp | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** The product with a limit of 2 contact requests per client, and counters of its own. */
async function productTrusting(trustProxy: string) {
  served = await serveOnFreePort(
    api.app({ TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '600', REDIS_PREFIX: `limits-${randomBytes(4).toString('hex')}` }),
  );
  const url = served.url;
  return async (forwardedFor?: string) => {
    const response = await fetch(`${url}/api/public/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
      body: JSON.stringify({ contactUs: { email: '', phoneNumber: '0701234567', details: '', contactMethod: 'phone' } }),
    });
    return response.status;
  };
}

const spoofed = () => `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('the rate limit behind proxies', () => {
  it('given one trusted proxy, when a client writes made-up addresses left of the one the proxy appended, then it is limited by the address the proxy saw', async () => {
    const contact = await productTrusting('1');
    expect(await contact(`${spoofed()}, 203.0.113.7`)).toBe(200);
    expect(await contact(`${spoofed()}, ${spoofed()}, 203.0.113.7`)).toBe(200);
    expect(await contact(`${spoofed()}, 203.0.113.7`)).toBe(429);
    expect(await contact('198.51.100.1'), 'another client still gets through').toBe(200);
  });

  it('given two trusted hops, then the client is the second address from the right', async () => {
    const contact = await productTrusting('2');
    expect(await contact(`${spoofed()}, 203.0.113.8, 10.0.0.5`)).toBe(200);
    expect(await contact(`203.0.113.8, 10.0.0.6`)).toBe(200);
    expect(await contact(`${spoofed()}, 203.0.113.8, 10.0.0.5`)).toBe(429);
  });

  it('given the proxies by address and range, then the client is the nearest address that is not one of them', async () => {
    const contact = await productTrusting('127.0.0.1, 10.0.0.0/8');
    expect(await contact(`${spoofed()}, 198.51.100.9, 10.1.2.3`)).toBe(200);
    expect(await contact(`198.51.100.9, 10.200.0.1, 10.1.2.3`)).toBe(200);
    expect(await contact(`${spoofed()}, 198.51.100.9`)).toBe(429);
    expect(await contact(`198.51.100.9, 198.51.100.10, 10.1.2.3`), 'the nearest untrusted address is 198.51.100.10').toBe(200);
  });

  it('given TRUST_PROXY=off, then X-Forwarded-For is ignored and the socket address counts', async () => {
    const contact = await productTrusting('off');
    expect(await contact(spoofed())).toBe(200);
    expect(await contact(spoofed())).toBe(200);
    expect(await contact(spoofed())).toBe(429);
  });

  it('given an X-Forwarded-For entry that is not an IP address, then the socket address counts instead', async () => {
    const contact = await productTrusting('1');
    expect(await contact(`not-an-address-${randomBytes(4).toString('hex')}`)).toBe(200);
    expect(await contact(`203.0.113.9:4711`)).toBe(200);
    expect(await contact('')).toBe(429);
  });

  it('given the same IPv4 address written as IPv4-mapped IPv6, then it is the same client', async () => {
    const contact = await productTrusting('1');
    expect(await contact('203.0.113.50')).toBe(200);
    expect(await contact('::ffff:203.0.113.50')).toBe(200);
    expect(await contact('::FFFF:cb00:7132')).toBe(429);
  });

  it('given two IPv6 addresses in one /64, then they share one limit: a client cannot pass it by taking another address of its network', async () => {
    const contact = await productTrusting('1');
    expect(await contact('2001:db8:77:1::1')).toBe(200);
    expect(await contact('2001:db8:77:1:a:b:c:d')).toBe(200);
    expect(await contact('2001:db8:77:1:ffff::2')).toBe(429);
    expect(await contact('2001:db8:77:2::1'), 'the next /64 is another client').toBe(200);
  });
});
