// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LocalCounter } from "./local-counter";

const rule = { bucket: "tick-address", limit: 3, windowMs: 60_000 };

describe("LocalCounter", () => {
  it("counts hits per key within a window and starts a new window once it ends (injected clock)", () => {
    let now = 5_000;
    const counter = new LocalCounter(() => now);
    expect([1, 2, 3].map(() => counter.hit(rule, "192.0.2.1").count)).toEqual([1, 2, 3]);
    expect(counter.hit(rule, "192.0.2.2").count).toBe(1);
    expect(counter.hit(rule, "192.0.2.1").windowEndsMs).toBe(65_000);
    now = 65_000;
    expect(counter.hit(rule, "192.0.2.1")).toEqual({ count: 1, windowEndsMs: 125_000, blockedUntilMs: 0 });
  });

  it("keeps a bounded number of keys: expired ones go first, then the oldest", () => {
    let now = 0;
    const counter = new LocalCounter(() => now, 10);
    for (let i = 0; i < 5; i += 1) counter.hit(rule, `old-${i}`);
    now = 60_000;
    for (let i = 0; i < 6; i += 1) counter.hit(rule, `new-${i}`);
    expect(counter.size).toBe(6);
    for (let i = 6; i < 20; i += 1) counter.hit(rule, `new-${i}`);
    expect(counter.size).toBeLessThanOrEqual(10);
    // The newest key is still counted in its window.
    expect(counter.hit(rule, "new-19").count).toBe(2);
  });
});
