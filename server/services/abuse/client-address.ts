import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The key of a request's client address for per-address limits. IPv6 clients are keyed by their
 * /64 network: one subscriber usually holds a whole /64, and keying single addresses would hand
 * them 2^64 fresh limits. IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientAddressKey(request: FastifyRequest): string {
  const ip = request.ip.startsWith("::ffff:") ? request.ip.slice(7) : request.ip;
  if (isIP(ip) !== 6) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => "0");
  return (ip.includes("::") ? [...left, ...zeros, ...right] : left).map((group) =>
    (group || "0").toLowerCase().replace(/^0+(?=.)/, ""),
  );
}

/** Whose actions a limit counts: `u:<userID>` for a member, `a:<address>` for a guest. */
export function viewerKeyOf(request: FastifyRequest): string {
  return request.viewer.userID > 0 ? `u:${request.viewer.userID}` : `a:${clientAddressKey(request)}`;
}
