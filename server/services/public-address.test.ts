// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./public-address";

describe("isPrivateAddress", () => {
  it("flags loopback, private, link-local and mapped addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });
  it("lets public addresses through", () => {
    for (const address of ["93.184.216.34", "172.32.0.1", "8.8.8.8", "2606:4700::1111"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
