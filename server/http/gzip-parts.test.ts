// @vitest-environment node
import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, deflateParts, gzipJoined } from "./gzip-parts";

/** A seeded generator, so a failing case comes again the same. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const alphabet = ['<div class="post">', "</div>", " ", "é", "€", "😀", "nonce", "\n", "a", "Z", "0"];
  return {
    next,
    text(length: number): string {
      let text = "";
      while (text.length < length) text += alphabet[Math.floor(next() * alphabet.length)];
      return text;
    },
  };
}

/** Decompresses what gzipJoined sends with Node's own gunzip, which checks the CRC and the length. */
function roundTrip(parts: string[], separator: string): string {
  return zlib.gunzipSync(gzipJoined(deflateParts(parts), separator)).toString("utf8");
}

describe("gzip of kept parts joined with a fresh separator", () => {
  it("decompresses to the parts joined with the separator", () => {
    const cases: Array<[string[], string]> = [
      [[""], "nonce"],
      [["only one part"], "unused"],
      [["", ""], "AbC123"],
      [["<p>", "", "", "</p>"], "n0nce/+="],
      [["start", "x".repeat(70 * 1024), "end"], "dGhlLW5vbmNl"],
      [["", "y".repeat(70 * 1024), ""], ""],
      [["é€😀", "😀€é"], "ü"],
      // A separator longer than one stored block holds.
      [["a", "b", "c"], "s".repeat(70_000)],
    ];
    for (const [parts, separator] of cases) expect(roundTrip(parts, separator)).toBe(parts.join(separator));
  });

  it("decompresses random parts and separators, compressible or not", () => {
    const random = generator(20260301);
    for (let round = 0; round < 60; round++) {
      const count = 1 + Math.floor(random.next() * 12);
      const parts = Array.from({ length: count }, () =>
        random.next() < 0.2
          ? ""
          : random.next() < 0.2
            ? randomBytes(Math.floor(random.next() * 5000)).toString("latin1")
            : random.text(Math.floor(random.next() * 20_000)),
      );
      const separator = random.text(Math.floor(random.next() * 40));
      expect(roundTrip(parts, separator), `round ${round}`).toBe(parts.join(separator));
    }
  });

  it("joins the same parts with a different separator each time, compressed once", () => {
    const parts = [`<script nonce="`, `"></script>`.repeat(3000), `<style nonce="`, `"></style>`];
    const deflated = deflateParts(parts);
    const first = gzipJoined(deflated, "first-nonce");
    const second = gzipJoined(deflated, "second-nonce");
    expect(zlib.gunzipSync(first).toString()).toBe(parts.join("first-nonce"));
    expect(zlib.gunzipSync(second).toString()).toBe(parts.join("second-nonce"));
    // Compressed: far smaller than the text.
    expect(deflated.bytes).toBeLessThan(parts.join("").length / 20);
    expect(deflated.bytes).toBe(deflated.segments.reduce((sum, segment) => sum + segment.length, 0));
  });
});

describe("Accept-Encoding", () => {
  it("accepts gzip when gzip or * has a q-value above 0", () => {
    for (const header of ["gzip", "gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5", "GZIP", "x-gzip", "*"])
      expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, "", "identity", "br", "gzip;q=0", "gzip; q=0.0", "*, gzip;q=0", "*;q=0"])
      expect(acceptsGzip(header), String(header)).toBe(false);
    expect(acceptsGzip(["br", "gzip"])).toBe(true);
  });
});
