/**
 * Type-checks a fragment with the TypeScript compiler API before it is bundled (esbuild only strips
 * types): its code against the SDK's declarations (fragments/sdk/fragment-sdk.d.ts) and its props
 * against the declaration generated from the widget's schema (props.ts).
 */
import path from "node:path";
import ts from "typescript";

/** What a check found: the error count and the errors printed as tsc prints them. */
export interface TypeCheckResult {
  errorCount: number;
  /** "file(line,col): error TS2322: …" lines, paths relative to the current folder; "" when clean. */
  text: string;
  diagnostics: readonly ts.Diagnostic[];
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => "\n",
};

/** Errors as tsc prints them: plain lines, or with colour and the code around each when `pretty` (a terminal). */
export function formatTypeErrors(diagnostics: readonly ts.Diagnostic[], pretty = false): string {
  return pretty
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
    : ts.formatDiagnostics(diagnostics, formatHost);
}

function result(diagnostics: readonly ts.Diagnostic[]): TypeCheckResult {
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  return { errorCount: errors.length, text: formatTypeErrors(errors), diagnostics: errors };
}

/** How {@link typeCheckFiles} checks. */
export interface TypeCheckOptions {
  /**
   * Files by absolute path that exist only in memory (they win over the disk), so a template can be
   * checked without writing it out.
   */
  overlay?: ReadonlyMap<string, string>;
  /**
   * The files whose errors count; default every file. A fragment's own files are enough: the SDK's
   * and the app's are checked by the app's typecheck, and leaving them out makes a check ~3× faster.
   */
  checkOnly?: (fileName: string) => boolean;
}

/** Type-checks `rootNames` (and what they import) with `options`. */
export function typeCheckFiles(
  rootNames: readonly string[],
  options: ts.CompilerOptions,
  { overlay = new Map(), checkOnly }: TypeCheckOptions = {},
): TypeCheckResult {
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (fileName) => overlay.get(path.resolve(fileName)) ?? readFile(fileName);
  host.fileExists = (fileName) => overlay.has(path.resolve(fileName)) || fileExists(fileName);
  const directoryExists = host.directoryExists?.bind(host) ?? ts.sys.directoryExists;
  const overlayFolders = new Set(
    [...overlay.keys()].flatMap((file) => {
      const folders: string[] = [];
      for (let folder = path.dirname(file); folder !== path.dirname(folder); folder = path.dirname(folder)) {
        folders.push(folder);
      }
      return folders;
    }),
  );
  host.directoryExists = (folder) => overlayFolders.has(path.resolve(folder)) || directoryExists(folder);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = overlay.get(path.resolve(fileName));
    if (text === undefined) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    return ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames, options, host });
  if (!checkOnly) return result(ts.getPreEmitDiagnostics(program));
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const sourceFile of program.getSourceFiles()) {
    if (!checkOnly(path.resolve(sourceFile.fileName))) continue;
    diagnostics.push(
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    );
  }
  return result(diagnostics);
}

/** The compiler options and root files of `<folder>/tsconfig.json`, or its errors. */
export function readFragmentTsconfig(folder: string): {
  options: ts.CompilerOptions;
  fileNames: string[];
  errors: readonly ts.Diagnostic[];
} {
  const configFile = path.resolve(folder, "tsconfig.json");
  const errors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => errors.push(diagnostic) },
  );
  if (!parsed) return { options: {}, fileNames: [], errors };
  return { options: parsed.options, fileNames: parsed.fileNames, errors: [...errors, ...parsed.errors] };
}

/** Type-checks a fragment project (`<folder>/tsconfig.json`, as `npm run fragment:new` writes it). */
export function typeCheckFragmentProject(folder: string): TypeCheckResult {
  const config = readFragmentTsconfig(folder);
  if (config.errors.length) return result(config.errors);
  const own = `${path.resolve(folder)}${path.sep}`;
  return typeCheckFiles(
    config.fileNames,
    { ...config.options, noEmit: true },
    {
      // Its own code, not the packages it may have installed beside it.
      checkOnly: (fileName) =>
        fileName.startsWith(own) && !fileName.slice(own.length).split(path.sep).includes("node_modules"),
    },
  );
}
