import { createContext } from "react";
import type { ModuleImporter } from "./load-fragment";

/**
 * The module importer FragmentOverride uses below this provider; unset means the browser's
 * `import()`. Tests and the dev gallery provide one, since jsdom cannot import URLs.
 */
export const FragmentImporterContext = createContext<ModuleImporter | undefined>(undefined);
