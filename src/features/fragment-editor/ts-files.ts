/**
 * The declaration files the in-browser type checker reads, as text: the standard library (ES2022 and
 * the DOM) and React's types (build/fragment-declarations-plugin.ts), and the SDK's. Bundled into
 * the checker's worker only.
 */
import packaged from "virtual:fragment-declarations";
import sdkTypes from "./sdk-types.d.ts?raw";

/** Path → text of every declaration file, laid out as the virtual file system expects. */
export function declarationFiles(): Map<string, string> {
  const files = new Map(Object.entries(packaged));
  files.set(
    "/node_modules/@plaza/fragment-sdk/package.json",
    '{"name":"@plaza/fragment-sdk","types":"index.d.ts"}',
  );
  files.set("/node_modules/@plaza/fragment-sdk/index.d.ts", sdkTypes);
  return files;
}
