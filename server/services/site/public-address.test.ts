// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isPrivateAddress, isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, shared, reserved and multicast IPv4", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "10.1.2.3",
      "100.64.0.1",
      "100.100.100.200",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "192.0.0.192",
      "192.0.2.1",
      "198.18.0.1",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
      "168.63.129.16",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses IPv6 that is local, or that reaches a private IPv4 address inside it", () => {
    for (const address of [
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0:0:0:0:0:ffff:7f00:1",
      "::ffff:a00:1",
      "::127.0.0.1",
      "::7f00:1",
      "::8.8.8.8",
      "64:ff9b::7f00:1",
      "64:ff9b::a9fe:a9fe",
      "64:ff9b:1::808:808",
      "2002:7f00:1::",
      "2002:a9fe:a9fe::1",
      "2001::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "2001:2::1",
      "2001:db8::1",
      "3fff::1",
      "100::1",
      "fc00::1",
      "fd00:ec2::254",
      "fe80::1",
      "fec0::1",
      "ff02::1",
      "5f00::1",
      "fe80::1%eth0",
      "not an address",
      "",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("lets public addresses through, also when embedded in IPv6", () => {
    for (const address of [
      "93.184.216.34",
      "172.32.0.1",
      "8.8.8.8",
      "2606:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "2002:808:808::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
