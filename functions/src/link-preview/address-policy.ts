// Which IP addresses the link preview may connect to: public unicast only (the SSRF address policy).
import { isIPv4, isIPv6 } from 'node:net';

type Bytes = readonly number[];
type Cidr = readonly [prefix: Bytes, bits: number];

function parseIPv4(ip: string): Bytes | null {
  return isIPv4(ip) ? ip.split('.').map(Number) : null;
}

/** The 16 bytes of an IPv6 address (zone id dropped, an embedded dotted quad allowed), or null. */
function parseIPv6(raw: string): Bytes | null {
  const ip = raw.split('%')[0] ?? '';
  if (!isIPv6(ip)) return null;
  const toGroups = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      const v4 = parseIPv4(group);
      return v4 ? [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!] : [parseInt(group, 16)];
    });
  };
  const [head = '', tail] = ip.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

function inCidr(bytes: Bytes, [prefix, bits]: Cidr): boolean {
  for (let i = 0; i < prefix.length && bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose registry and friends). */
const FORBIDDEN_V4: readonly Cidr[] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, including the cloud metadata service 169.254.169.254
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, and the broadcast address
];

function isPublicV4(bytes: Bytes): boolean {
  return !FORBIDDEN_V4.some((cidr) => inCidr(bytes, cidr));
}

const V4_MAPPED: Cidr = [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96];
const NAT64: Cidr = [[0, 0x64, 0xff, 0x9b], 96];
const SIX_TO_FOUR: Cidr = [[0x20, 0x02], 16];
const GLOBAL_UNICAST: Cidr = [[0x20], 3];
/** Inside 2000::/3 but not the public internet: IETF assignments (Teredo, benchmarking) and documentation. */
const FORBIDDEN_V6: readonly Cidr[] = [
  [[0x20, 0x01, 0x00, 0x00], 23],
  [[0x20, 0x01, 0x0d, 0xb8], 32],
];

function isPublicV6(bytes: Bytes): boolean {
  // Addresses that carry an IPv4 address are judged by it, so ::ffff:127.0.0.1 is loopback.
  if (inCidr(bytes, V4_MAPPED) || inCidr(bytes, NAT64)) return isPublicV4(bytes.slice(12));
  if (inCidr(bytes, SIX_TO_FOUR)) return isPublicV4(bytes.slice(2, 6));
  // Everything outside global unicast is refused: ::, ::1, fc00::/7 (unique-local, such as the
  // metadata address fd00:ec2::254), fe80::/10 (link-local), ff00::/8 (multicast) and the rest.
  return inCidr(bytes, GLOBAL_UNICAST) && !FORBIDDEN_V6.some((cidr) => inCidr(bytes, cidr));
}

/** True only for a well-formed IPv4 or IPv6 address on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4) return isPublicV4(v4);
  const v6 = parseIPv6(ip);
  return v6 !== null && isPublicV6(v6);
}

/** True for 127.0.0.0/8, ::1 and ::ffff:127.x.x.x: what the test-only loopback switch may open. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4) return v4[0] === 127;
  const v6 = parseIPv6(ip);
  if (!v6) return false;
  if (inCidr(v6, V4_MAPPED)) return v6[12] === 127;
  return v6.every((b, i) => b === (i === 15 ? 1 : 0));
}
