/**
 * `npm run fragment:new` and `npm run fragment:build` (fragments/README.md), run as the functions the
 * scripts call: a scaffolded project builds as it is; unknown types, taken folders and type errors
 * are refused with messages that say what to do.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAGMENT_SDK_URL } from "../../fragments/sdk/index";
import {
  buildFragmentProject,
  describeBuiltFragment,
  fitsLimits,
  FRAGMENT_SIZE_LIMITS,
} from "../../fragments/toolkit/build";
import { runFragmentBuild, runFragmentNew, type CommandOutput } from "../../fragments/toolkit/cli";
import { knownFragmentTypes } from "../../schemas/widgets/index";

const SLOW = 240_000;

/** An output that keeps what a command printed. */
function captured(): CommandOutput & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, log: (line) => out.push(line), error: (line) => err.push(line) };
}

let workDir = "";

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "plaza-fragment-commands-"));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("fragment:new", () => {
  it(
    "writes a typed project for a widget's fragment type that fragment:build bundles for upload",
    async () => {
      const folder = path.join(workDir, "spring-banner");
      const created = captured();
      expect(await runFragmentNew(["BannerFragment", "Spring", "banner", "--dir", folder], created)).toBe(0);
      expect(created.err).toEqual([]);
      expect((await readdir(folder)).sort()).toEqual([
        "README.md",
        "index.tsx",
        "props.ts",
        "style.css",
        "tsconfig.json",
      ]);
      expect(await readFile(path.join(folder, "index.tsx"), "utf8")).toContain(
        "export default function SpringBanner(",
      );
      const props = await readFile(path.join(folder, "props.ts"), "utf8");
      expect(props).toContain("export interface Props");
      expect(props).toContain("title?: string;");
      expect(await readFile(path.join(folder, "README.md"), "utf8")).toContain("npm run fragment:build");

      const built = captured();
      expect(await runFragmentBuild([folder], built)).toBe(0);
      expect(built.err).toEqual([]);
      const js = await readFile(path.join(folder, "dist/fragment.js"), "utf8");
      expect(js).toContain(FRAGMENT_SDK_URL);
      expect(js).toMatch(/export\s*\{\s*SpringBanner as default\s*\}/);
      expect(await readFile(path.join(folder, "dist/fragment.css"), "utf8")).toContain(".spring-banner");
      expect(built.out.join("\n")).toMatch(/fragment\.js\s+\d+\.\d KB of 512 KB/);
      expect(built.out.join("\n")).toMatch(/fragment\.css\s+\d+\.\d KB of 256 KB/);
    },
    SLOW,
  );

  it(
    "gives a CustomFragment its widget.json, and fragment:build keeps props.ts in step with its schema",
    async () => {
      const folder = path.join(workDir, "events");
      expect(await runFragmentNew(["CustomFragment", "Events", "--dir", folder], captured())).toBe(0);
      const widget = JSON.parse(await readFile(path.join(folder, "widget.json"), "utf8")) as {
        name: string;
        icon: string;
        schema: { properties: Record<string, unknown>; required: string[] };
      };
      expect(widget.name).toBe("Events");
      expect(widget.icon).toBeTruthy();
      expect(Object.keys(widget.schema.properties)).toEqual(["title", "body"]);
      const first = captured();
      expect(await runFragmentBuild([folder], first)).toBe(0);
      expect(first.out.join("\n")).not.toContain("props.ts now follows");

      // The author renames a field in the schema only: the build regenerates props.ts, and the
      // component still reading the old name fails the type check, so nothing is built.
      widget.schema.properties = {
        heading: widget.schema.properties.title,
        body: widget.schema.properties.body,
      };
      widget.schema.required = ["heading"];
      await writeFile(path.join(folder, "widget.json"), JSON.stringify(widget));
      await rm(path.join(folder, "dist"), { recursive: true });
      const built = captured();
      expect(await runFragmentBuild([folder], built)).toBe(1);
      expect(built.out).toContain("props.ts now follows widget.json's schema.");
      expect(await readFile(path.join(folder, "props.ts"), "utf8")).toContain("heading: string;");
      expect(built.err.join("\n")).toMatch(
        /index\.tsx\(\d+,\d+\): error TS2339: Property 'title' does not exist/,
      );
      expect(built.err.join("\n")).toContain("nothing was built");
      expect(await readdir(folder)).not.toContain("dist");
    },
    SLOW,
  );

  it("refuses an unknown type, listing every known one", async () => {
    const output = captured();
    expect(await runFragmentNew(["BanerFragment", "Typo", "--dir", path.join(workDir, "typo")], output)).toBe(
      1,
    );
    const message = output.err.join("\n");
    expect(message).toContain('Unknown fragment type "BanerFragment"');
    for (const type of knownFragmentTypes) expect(message).toContain(`  ${type}`);
    await expect(readdir(path.join(workDir, "typo"))).rejects.toThrow();
  });

  it("never writes over a folder that has files", async () => {
    const folder = path.join(workDir, "taken");
    expect(await runFragmentNew(["TitleBarFragment", "Taken", "--dir", folder], captured())).toBe(0);
    await writeFile(path.join(folder, "index.tsx"), "// my work\n");
    const output = captured();
    expect(await runFragmentNew(["TitleBarFragment", "Taken", "--dir", folder], output)).toBe(1);
    expect(output.err.join("\n")).toContain("already exists and is not empty");
    expect(await readFile(path.join(folder, "index.tsx"), "utf8")).toBe("// my work\n");
  });

  it("answers the usage without a type and a name", async () => {
    const output = captured();
    expect(await runFragmentNew(["BannerFragment"], output)).toBe(1);
    expect(output.err.join("\n")).toContain("npm run fragment:new -- <FragmentType> <name>");
  });
});

describe("fragment:build", () => {
  it("refuses a folder without index.tsx", async () => {
    const folder = path.join(workDir, "empty");
    await mkdir(folder);
    await writeFile(path.join(folder, "style.css"), "p {}\n");
    const output = captured();
    expect(await runFragmentBuild([folder], output)).toBe(1);
    expect(output.err.join("\n")).toMatch(/has no index\.tsx: a fragment project/);
    expect(await readdir(folder)).toEqual(["style.css"]);
  });

  it(
    "refuses a fragment that bundles react-dom, with esbuild's message and no stack",
    async () => {
      const folder = path.join(workDir, "own-react-dom");
      expect(await runFragmentNew(["HtmlFragment", "Own", "react", "dom", "--dir", folder], captured())).toBe(
        0,
      );
      const entry = path.join(folder, "index.tsx");
      const code = await readFile(entry, "utf8");
      const imports = '// @ts-expect-error the fragment has no react-dom types\nimport "react-dom/client";\n';
      await writeFile(entry, imports + code);
      const output = captured();
      expect(await runFragmentBuild([folder], output)).toBe(1);
      const message = output.err.join("\n");
      expect(message).toContain("must not bundle react-dom");
      expect(message).not.toMatch(/^\s+at /m);
    },
    SLOW,
  );

  it("flags a bundle over the server's 512 KB limit", async () => {
    const folder = path.join(workDir, "huge");
    await mkdir(folder);
    const big = "x".repeat(FRAGMENT_SIZE_LIMITS.js + 1);
    await writeFile(
      path.join(folder, "index.tsx"),
      `export default function Huge() {\n  return <p>{"${big}"}</p>;\n}\n`,
    );
    const built = await buildFragmentProject(folder);
    expect(built.css).toBeNull();
    expect(fitsLimits(built)).toBe(false);
    expect(describeBuiltFragment(built)).toEqual([
      expect.stringMatching(
        /fragment\.js\s+\d+\.\d KB of 512 KB\s+\(over the limit: the server will refuse it\)$/,
      ),
    ]);
  });
});
