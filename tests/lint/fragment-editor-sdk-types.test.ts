import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SDK_REACT_EXPORTS } from "../../server/http/fragment-sdk";

const root = path.resolve(import.meta.dirname, "../..");
const declaration = readFileSync(path.join(root, "src/features/fragment-editor/sdk-types.d.ts"), "utf8");

describe("the fragment editor's SDK declaration", () => {
  it("declares every React export the served SDK re-exports, and no other", () => {
    const reExported = /export \{([^}]*)\} from "react";/.exec(declaration)?.[1] ?? "";
    const names = reExported
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    expect(names.sort()).toEqual([...SDK_REACT_EXPORTS].sort());
  });

  it("declares the SDK's own exports", () => {
    for (const name of [
      "jsx",
      "jsxs",
      "ui",
      "apiClient",
      "t",
      "host",
      "FragmentProps",
      "FragmentComponent",
    ]) {
      expect(declaration).toMatch(new RegExp(`\\b${name}\\b`));
    }
    expect(declaration).toContain("export default React;");
  });
});
