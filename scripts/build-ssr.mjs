// Builds the app's server entry (src/app/entry-server.tsx) with the client's Vite config to
// dist/ssr/entry-server.js (or the folder given as the first argument): the server renders pages with it.
import { build } from "vite";

await build({
  logLevel: "warn",
  build: { ssr: "src/app/entry-server.tsx", outDir: process.argv[2] ?? "dist/ssr" },
});
