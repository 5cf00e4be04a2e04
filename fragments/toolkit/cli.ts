/**
 * The commands behind `npm run fragment:new` and `npm run fragment:build` (scripts/fragment-*.ts),
 * as functions that write to a given output and answer an exit code, so tests run them in-process.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildFragmentProject, describeBuiltFragment, displayPath, fitsLimits } from "./build";
import { FragmentToolkitError, scaffoldFragment, syncCustomWidgetProps } from "./scaffold";
import { formatTypeErrors, typeCheckFragmentProject } from "./type-check";

/** Where a command prints: lines for people (stdout) and errors (stderr). */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const NEW_USAGE = "Usage: npm run fragment:new -- <FragmentType> <name> [--dir <folder>]";
const BUILD_USAGE = "Usage: npm run fragment:build -- <folder>";

function reportFailure(error: unknown, output: CommandOutput): number {
  // The author's mistakes (and esbuild's build errors, which carry `errors`) need no stack.
  const isBuildFailure = error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
  if (error instanceof FragmentToolkitError || isBuildFailure) output.error((error as Error).message);
  else output.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return 1;
}

/** `fragment:new <FragmentType> <name words…> [--dir <folder>]`: scaffolds a fragment project. */
export async function runFragmentNew(
  args: readonly string[],
  output: CommandOutput = console,
): Promise<number> {
  const rest = [...args];
  let dir: string | undefined;
  const dirAt = rest.indexOf("--dir");
  if (dirAt >= 0) {
    dir = rest[dirAt + 1];
    if (!dir) {
      output.error(`--dir needs a folder.\n${NEW_USAGE}`);
      return 1;
    }
    rest.splice(dirAt, 2);
  }
  const [fragmentType, ...nameWords] = rest;
  if (!fragmentType || nameWords.length === 0) {
    output.error(NEW_USAGE);
    return 1;
  }
  try {
    const { folder, files } = await scaffoldFragment({ fragmentType, name: nameWords.join(" "), dir });
    const shown = displayPath(folder);
    output.log(`Created ${shown}/ with ${files.join(", ")}.`);
    output.log(`Edit ${path.join(shown, "index.tsx")}, then: npm run fragment:build -- ${shown}`);
    return 0;
  } catch (error) {
    return reportFailure(error, output);
  }
}

/** `fragment:build <folder>`: type-checks, then bundles to dist/ and prints the sizes and limits. */
export async function runFragmentBuild(
  args: readonly string[],
  output: CommandOutput = console,
): Promise<number> {
  const [folderArg] = args;
  if (!folderArg || args.length > 1) {
    output.error(BUILD_USAGE);
    return 1;
  }
  const folder = path.resolve(folderArg);
  try {
    for (const file of ["index.tsx", "tsconfig.json"]) {
      if (!existsSync(path.join(folder, file))) {
        throw new FragmentToolkitError(
          `${displayPath(folder)} has no ${file}: a fragment project (npm run fragment:new writes one) has index.tsx and tsconfig.json.`,
        );
      }
    }
    if (await syncCustomWidgetProps(folder)) output.log("props.ts now follows widget.json's schema.");
    const checked = typeCheckFragmentProject(folder);
    if (checked.errorCount > 0) {
      const pretty = output === console && process.stderr.isTTY;
      output.error(formatTypeErrors(checked.diagnostics, pretty).trimEnd());
      output.error(
        `Found ${checked.errorCount} type error${checked.errorCount === 1 ? "" : "s"}: nothing was built.`,
      );
      return 1;
    }
    const built = await buildFragmentProject(folder);
    for (const line of describeBuiltFragment(built)) output.log(line);
    if (!fitsLimits(built)) {
      output.error("Too big: the server takes at most 512 KB of JavaScript and 256 KB of CSS.");
      return 1;
    }
    return 0;
  } catch (error) {
    return reportFailure(error, output);
  }
}
