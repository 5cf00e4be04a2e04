import { BlockList, isIP } from "node:net";

/**
 * IPv4 ranges that are not public (IANA special-purpose registry): this network, private, shared
 * (carrier-grade NAT, where Alibaba's metadata service lives), loopback, link-local (the cloud metadata
 * address 169.254.169.254), IETF protocol assignments, documentation, 6to4 relays, benchmarking,
 * multicast, reserved and broadcast; plus Azure's host endpoint, which is public-looking but answers
 * only its own virtual machines.
 */
const privateV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
  ["168.63.129.16", 32],
] as const) {
  privateV4.addSubnet(network, prefix, "ipv4");
}

/** Global unicast, the only IPv6 space a public site lives in. */
const globalV6 = new BlockList();
globalV6.addSubnet("2000::", 3, "ipv6");

/**
 * Non-public parts of global unicast: IETF protocol assignments (Teredo, benchmarking, ORCHID),
 * documentation (old and new) and the returned 6bone. 6to4 is judged by the IPv4 address it embeds.
 */
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["3fff::", 20],
  ["3ffe::", 16],
] as const) {
  privateV6.addSubnet(network, prefix, "ipv6");
}

/**
 * True only for an address a public site can have. Anything else is refused: loopback, private,
 * link-local, unique-local (AWS's metadata fd00:ec2::254), multicast, unspecified, documentation and
 * benchmarking ranges, text that is no address, and IPv6 forms that reach an IPv4 address inside it
 * (mapped, compatible, NAT64, 6to4) unless that address is public itself.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !privateV4.check(address, "ipv4");
  if (version !== 6) return false;
  const words = ipv6Words(address);
  if (!words) return false;
  const [w0, w1, w2, w3, w4, w5, w6 = 0, w7 = 0] = words;
  const embedded = `${w6 >> 8}.${w6 & 255}.${w7 >> 8}.${w7 & 255}`;
  const upper = [w0, w1, w2, w3, w4];
  // ::ffff:a.b.c.d (mapped) reaches a.b.c.d; ::a.b.c.d (compatible), :: and ::1 are never public.
  if (upper.every((word) => word === 0)) return w5 === 0xffff && isPublicAddress(embedded);
  // 64:ff9b::a.b.c.d is NAT64's translation of a.b.c.d.
  if (w0 === 0x64 && w1 === 0xff9b && [w2, w3, w4, w5].every((word) => word === 0)) {
    return isPublicAddress(embedded);
  }
  // 2002:AABB:CCDD::/48 is 6to4 for the IPv4 address AA.BB.CC.DD.
  if (w0 === 0x2002) return isPublicAddress(`${w1! >> 8}.${w1! & 255}.${w2! >> 8}.${w2! & 255}`);
  return globalV6.check(address, "ipv6") && !privateV6.check(address, "ipv6");
}

/** True for every address {@link isPublicAddress} refuses. */
export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

/** The eight 16-bit words of an IPv6 address, or null when it is none (a zone index included). */
function ipv6Words(address: string): number[] | null {
  let canonical: string;
  try {
    // The URL parser writes every IPv6 spelling (dotted tails, leading zeros, case) as compressed hex.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = "", tail] = canonical.split("::");
  const part = (text: string) => (text ? text.split(":").map((word) => parseInt(word, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.length === 8 && words.every((word) => word >= 0 && word <= 0xffff) ? words : null;
}
