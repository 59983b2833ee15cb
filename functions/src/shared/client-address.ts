import { BlockList, isIP } from 'node:net';

/**
 * The network address a per-address rate limit counts, taken only from what the platform wrote
 * (docs/operations.md, "The client's address", has the sources):
 *
 * - A deployed function sits behind Google's front end, which appends the address of the peer
 *   that connected to it to X-Forwarded-For. Whatever a caller sends in that header stays to the
 *   left, so the LAST entry is the one a caller cannot choose.
 * - Through Firebase Hosting that peer is Hosting's CDN (Fastly), and the entry before it is the
 *   one the CDN appended: the address that connected to the CDN. We take it only when the last
 *   entry lies in the CDN's published ranges, and we go back exactly one hop: a second CDN hop
 *   means a request relayed through someone else's CDN service, which could have written
 *   anything, and that CDN address is then what is counted.
 * - Fastly-Client-IP is never read: Fastly keeps a value the client sent unless the service's
 *   configuration overwrites it, and a direct call to the function's URL can send any value.
 * - The emulators add no hop and pass every header on, so locally every request counts as the
 *   one machine it comes from.
 *
 * An IPv6 address counts as its /64: one subscriber commonly holds a whole /64.
 */
export type AddressSource = { get(name: string): string | undefined };

/**
 * Fastly's public ranges (https://api.fastly.com/public-ip-list, read 2026-11). CDN_EGRESS_RANGES
 * (comma-separated CIDRs) replaces them: check the `remoteIp` of a request through Hosting in the
 * function's request log and add its range if it is missing (docs/operations.md).
 */
export const FASTLY_RANGES = [
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
];

/** Every request the emulators pass on comes from this machine. */
export const EMULATED_ADDRESS = 'loopback';

export function cdnRanges(list: readonly string[]): BlockList {
  const ranges = new BlockList();
  for (const cidr of list) {
    const [network = '', bits = ''] = cidr.trim().split('/');
    const family = isIP(network);
    if (family === 0 || !/^\d+$/.test(bits)) continue;
    ranges.addSubnet(network, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
  }
  return ranges;
}

const inRanges = (ranges: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** An IPv6 address's eight groups, or null. Handles `::` and a dotted IPv4 tail. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const bytes = dotted.split('.').map(Number);
    const tail = [
      ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0),
      ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    ];
    text = `${text.slice(0, -dotted.length)}${tail.map((g) => g.toString(16)).join(':')}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}

/** The key of an address: IPv4 as written, IPv6 as its /64 (an IPv4-mapped one as its IPv4). */
export function addressKey(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return null;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [a = 0, b = 0] = groups.slice(6);
    return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const defaultRanges = cdnRanges(process.env.CDN_EGRESS_RANGES?.split(',') ?? FASTLY_RANGES);

/**
 * The address to count for a request, as described above; null when the platform wrote none
 * (then only the other limits apply).
 */
export function clientAddress(
  req: AddressSource,
  options: { emulated?: boolean; ranges?: BlockList } = {},
): string | null {
  const emulated = options.emulated ?? process.env.FUNCTIONS_EMULATOR === 'true';
  if (emulated) return EMULATED_ADDRESS;
  const hops = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const peer = hops.at(-1);
  if (!peer) return null;
  const ranges = options.ranges ?? defaultRanges;
  const counted = inRanges(ranges, peer) && hops.length >= 2 ? (hops.at(-2) ?? peer) : peer;
  return addressKey(counted) ?? addressKey(peer);
}
