// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const mapText = readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");

/** Folders git never holds, for a copy of the repository without its history. */
const UNTRACKED = new Set(["node_modules", "dist", "data", "test-results"]);

/** The repository's files, relative to its root: what git tracks, else what is on disk. */
function repositoryFiles(): string[] {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 })
      .split("\0")
      .filter(Boolean);
  } catch {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (entry.name.startsWith(".") || UNTRACKED.has(entry.name)) continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else files.push(rel);
      }
    };
    walk("");
    return files;
  }
}

const files = repositoryFiles().filter((file) => existsSync(path.join(root, file)));

/** The folders directly inside `parent` ("" for the top) that hold at least one file, dot folders left out. */
function foldersOf(parent: string): string[] {
  const prefix = parent ? `${parent}/` : "";
  const names = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(prefix)) continue;
    const [first, ...rest] = file.slice(prefix.length).split("/");
    if (rest.length > 0 && first && !first.startsWith(".")) names.add(first);
  }
  return [...names].sort();
}

/**
 * Every folder path the map's tree names. The tree is the ```text block: two spaces of indent per level,
 * each line opening with one or more `name/` (siblings, one space apart), then its description.
 */
function treePaths(markdown: string): Set<string> {
  const block = /```text\n([\s\S]*?)```/.exec(markdown)?.[1] ?? "";
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const line of block.split("\n")) {
    const indent = /^ */.exec(line)![0].length;
    const head = /^((?:[\w.-]+\/ ?)+)/.exec(line.slice(indent))?.[1];
    if (!head) continue;
    const names = head
      .trim()
      .split(" ")
      .map((name) => name.replace(/\/$/, ""));
    const depth = Math.floor(indent / 2);
    stack.length = depth;
    for (const name of names) paths.add([...stack, name].join("/"));
    stack.push(names[names.length - 1]!);
  }
  return paths;
}

const mapped = treePaths(mapText);

/** The folders of `parent` the map's tree does not name, as paths. */
function missingFrom(parent: string): string[] {
  return foldersOf(parent)
    .map((name) => (parent ? `${parent}/${name}` : name))
    .filter((folder) => !mapped.has(folder));
}

/** `runtime/`, or `src/runtime/` should it move there. */
const runtimeFolder = foldersOf("").includes("runtime") ? "runtime" : "src/runtime";

describe("ARCHITECTURE.md is a map of the folders as they are", () => {
  it("names every top-level folder in its tree", () => {
    expect(missingFrom(""), "top-level folders missing from the map").toEqual([]);
  });

  it(`names every folder of ${runtimeFolder}/ in its tree`, () => {
    expect(foldersOf(runtimeFolder).length).toBeGreaterThan(0);
    expect(missingFrom(runtimeFolder), `${runtimeFolder}/ folders missing from the map`).toEqual([]);
  });

  it("names every folder of src/features/ in its tree", () => {
    expect(foldersOf("src/features").length).toBeGreaterThan(0);
    expect(missingFrom("src/features"), "src/features/ folders missing from the map").toEqual([]);
  });

  it("stays a map: at most 160 lines", () => {
    expect(mapText.split("\n").length).toBeLessThanOrEqual(160);
  });

  it("links every decision file, and every link leads to a file", () => {
    const links = [...mapText.matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]!);
    expect(links.filter((link) => !existsSync(path.join(root, link)))).toEqual([]);
    const decisions = readdirSync(path.join(root, "docs/decisions"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/decisions/${name}`);
    expect(decisions.filter((file) => !links.includes(file))).toEqual([]);
  });
});
