import type { ModuleImporter, ValidatorModule } from "../../runtime/forms";

/**
 * Test helper: the browser's `import()` of a module the API serves (a form's compiled validator),
 * through the stubbed `fetch` (the in-process API): the module's code is fetched as served and
 * imported as it is.
 */
export const importThroughFetch: ModuleImporter = async (url) => {
  const response = await globalThis.fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const code = await response.text();
  const dataUrl = `data:text/javascript;base64,${btoa(code)}`;
  return (await import(/* @vite-ignore */ dataUrl)) as ValidatorModule;
};
