import proxyaddr from 'proxy-addr';

/**
 * TRUST_PROXY: which peers may tell the product its client's address in X-Forwarded-For.
 * `off` (none), a number of proxy hops in front of the product (1 to 10), or a comma-separated
 * list of the proxies' addresses or CIDR ranges (proxy-addr's names loopback, linklocal and
 * uniquelocal work too). The client is the address the nearest trusted proxy saw: the header is
 * read from the right, since anything left of that is whatever the client chose to write.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const trustProxyRule = 'must be off, a number of proxies in front of the product from 1 to 10, or a comma-separated list of their IP addresses or CIDR ranges';

/** The trust function for a valid value (undefined: trust no proxy); throws with what is wrong. */
export function parseTrustProxy(value: string): ProxyTrust | undefined {
  const setting = value.trim();
  if (setting === 'off') return undefined;
  if (setting === 'on') {
    throw new Error(`${trustProxyRule}; "on" trusted whatever the client wrote, so say how many proxies (e.g. 1) or which`);
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops < 1 || hops > 10) throw new Error(trustProxyRule);
    return (_address, hop) => hop < hops;
  }
  const proxies = setting.split(',').map((entry) => entry.trim());
  if (proxies.some((entry) => entry === '')) throw new Error(trustProxyRule);
  try {
    return proxyaddr.compile(proxies);
  } catch (error) {
    throw new Error(`${trustProxyRule} (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The validation message for a TRUST_PROXY value, or undefined when it is fine. */
export function trustProxyProblem(value: string): string | undefined {
  try {
    parseTrustProxy(value);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
