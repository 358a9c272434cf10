import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header a proxy may set and every answer carries. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: nginx's $request_id, a UUID, a ULID, an AWS trace id. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && INCOMING_ID.test(value);
}

// Crockford's base32: no I, L, O or U, so a visitor can read an id out without ambiguity.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new id: 10 characters of milliseconds since 1970, then 16 of 80 random bits (a ULID), so
 * ids sort by time and two replicas never make the same one.
 */
export function newRequestId(now: number = Date.now()): string {
  let time = '';
  let ms = now;
  for (let i = 0; i < 10; i += 1) {
    time = CROCKFORD[ms % 32] + time;
    ms = Math.floor(ms / 32);
  }
  const bytes = randomBytes(10);
  let random = '';
  // 80 bits: 16 characters of 5 bits each.
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      random += CROCKFORD[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return time + random;
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function addRange(list: BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0) return;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/**
 * Whether a peer is one of the proxies TRUST_PROXY names (true: any peer; false: none): only
 * their X-Request-Id is taken, so a visitor cannot pick the id their request is logged under.
 */
export function trustedProxy(
  trustProxy: boolean | string,
): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const list = new BlockList();
  for (const entry of trustProxy.split(',').map((item) => item.trim())) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(list, range);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's options for the request id: a trusted proxy's well-formed X-Request-Id, else a new
 * one; Fastify logs it as `reqId` in every line of the request.
 */
export function requestIdOptions(
  trustProxy: boolean | string,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  const trusted = trustedProxy(trustProxy);
  return {
    // Read here rather than by Fastify, which would take any client's header as it is.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return isAcceptableRequestId(given) && trusted(request.socket.remoteAddress)
        ? given
        : newRequestId();
    },
  };
}

/** Every answer, refusals and errors included, names its request in X-Request-Id. */
export function returnRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
