/** fragments/README.md stays true: it names every fragment type and the scripts it tells authors to run. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../fragments/toolkit/scaffold";
import { knownFragmentTypes } from "../../schemas/widgets/index";

async function readme(): Promise<string> {
  return readFile(path.join(REPO_ROOT, "fragments/README.md"), "utf8");
}

describe("fragments/README.md", () => {
  it("lists every fragment type in its table of fragment types, and no other", async () => {
    const section = (await readme()).split("## Fragment types")[1] ?? "";
    const listed = [...section.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]);
    expect(listed).toEqual([...knownFragmentTypes]);
  });

  it("tells authors to run scripts that package.json has", async () => {
    const text = await readme();
    const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const named = new Set([...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect([...named].sort()).toEqual(["fragment:build", "fragment:new"]);
    for (const script of named) expect(pkg.scripts).toHaveProperty([script]);
  });
});
