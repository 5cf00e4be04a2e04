/**
 * The fragment's type check: its TSX against React's, the SDK's and its props' types (`./props` is
 * the declaration of the props schema it gets). The same function runs in the editor's worker and,
 * in process, in tests. One language service is kept and its two files updated, so a check after
 * an edit takes milliseconds once the libraries are parsed.
 */
import ts from "typescript";
import {
  createSystem,
  createVirtualTypeScriptEnvironment,
  type VirtualTypeScriptEnvironment,
} from "@typescript/vfs";
import { propsDeclaration } from "../../../fragments/templates/props-declaration";
import { declarationFiles } from "./ts-files";
import type { BundleError, CheckRequest } from "./types";

const ENTRY = "/index.tsx";
const PROPS = "/props.ts";

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  isolatedModules: true,
  skipLibCheck: true,
  types: [],
};

let environment: VirtualTypeScriptEnvironment | undefined;

function environmentWith(tsx: string, props: string): VirtualTypeScriptEnvironment {
  if (!environment) {
    const files = declarationFiles();
    files.set(ENTRY, tsx);
    files.set(PROPS, props);
    environment = createVirtualTypeScriptEnvironment(
      createSystem(files),
      [ENTRY, PROPS],
      ts,
      compilerOptions,
    );
    return environment;
  }
  // updateFile refuses empty text; a single space checks the same.
  environment.updateFile(ENTRY, tsx || " ");
  environment.updateFile(PROPS, props || " ");
  return environment;
}

/** The problems TypeScript finds in a fragment's entry module, with 1-based lines and columns. */
export function checkFragment({ tsx, propsSchema }: CheckRequest): BundleError[] {
  const env = environmentWith(tsx, propsDeclaration(propsSchema));
  const service = env.languageService;
  const diagnostics = [...service.getSyntacticDiagnostics(ENTRY), ...service.getSemanticDiagnostics(ENTRY)];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (diagnostic.file === undefined || diagnostic.start === undefined) return { message };
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return { message, line: line + 1, column: character + 1 };
  });
}
