// Who sent a request, as far as rate limits are concerned: the signed-in account, or else the
// address the platform saw. Never a header the client writes (docs/decisions/010-client-address.md).
import type { Request } from 'express';
import { BlockList, isIP } from 'node:net';
import { defineInt, defineString } from 'firebase-functions/params';

/**
 * How many proxies in front of the function append a hop to `X-Forwarded-For`. Deployed behind
 * Firebase Hosting that is 2: Hosting appends the visitor's address, and Google's front end in front
 * of Cloud Run appends Hosting's. The Hosting and Functions emulators append none (0, set in
 * functions/.env.demo-recess). Every entry to the left of the trusted hops was written by the client.
 */
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', {
  default: 2,
  description: 'Proxies in front of the api function that append to X-Forwarded-For (2 behind Firebase Hosting).',
});

/**
 * Firebase Hosting's edge (its CDN, Fastly: https://api.fastly.com/public-ip-list), as CIDRs. Google's
 * front end appends the address it received a request from; only when that is Hosting's edge is the
 * entry Hosting appended before it (the visitor) believed. A request to the function's own URL comes
 * from anywhere else, and is counted by the address Google's front end saw, which its sender cannot
 * change (issue 23 #15).
 */
const FASTLY_PUBLIC_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
].join(',');

export const HOSTING_EDGE_CIDRS = defineString('HOSTING_EDGE_CIDRS', {
  default: FASTLY_PUBLIC_RANGES,
  description:
    "Firebase Hosting's edge address ranges (CIDRs, comma-separated): requests from them carry the visitor's address.",
});

/** The configured edge ranges; the published default where the runtime has no value (tests, emulators). */
export function hostingEdgeCidrs(): string {
  return HOSTING_EDGE_CIDRS.value() || FASTLY_PUBLIC_RANGES;
}

/** The count of trusted hops, read per request (params are not available while deploying). */
export function trustedHops(): number {
  const hops = TRUSTED_PROXY_HOPS.value();
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 2;
}

/**
 * Express's `trust proxy` as a function: the socket's peer is hop 0, the right-most forwarded
 * entry hop 1, and so on; `req.ip` becomes the entry the last trusted proxy appended.
 */
export function trustProxy(_address: string, hop: number): boolean {
  return hop < trustedHops();
}

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

let edges: { source: string; list: BlockList } | null = null;

/** Is `address` inside the configured Hosting edge ranges? (The list is built once per setting.) */
export function isHostingEdge(address: string, source: string = hostingEdgeCidrs()): boolean {
  if (edges?.source !== source) {
    const list = new BlockList();
    for (const cidr of source.split(',')) {
      const [network = '', bits = ''] = cidr.trim().split('/');
      const type = isIP(network);
      const prefix = Number(bits);
      if (type === 0 || !Number.isInteger(prefix)) continue;
      list.addSubnet(network, prefix, type === 6 ? 'ipv6' : 'ipv4');
    }
    edges = { source, list };
  }
  const ip = plain(address);
  const type = isIP(ip);
  return type !== 0 && edges.list.check(ip, type === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address the platform saw: hop 0 is the socket's peer, hop 1 the right-most X-Forwarded-For
 * entry, and so on. With two trusted hops (behind Hosting) the visitor is hop 2 only when hop 1 is
 * Hosting's edge; otherwise the request reached Google's front end directly and hop 1, which that
 * front end appended, is the caller. 'unknown' when the runtime hides the socket (emulator).
 */
export function clientAddress(req: Request): string {
  const hops = trustedHops();
  if (hops < 2) return req.ip ?? 'unknown';
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hop1 = forwarded.at(-1);
  if (hop1 === undefined) return req.socket.remoteAddress ?? 'unknown';
  if (!isHostingEdge(hop1)) return plain(hop1);
  return plain(forwarded.at(-hops) ?? forwarded[0] ?? hop1);
}
