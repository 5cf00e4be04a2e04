import fs from "node:fs";
import path from "node:path";
import middie from "@fastify/middie";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { readPoolSize } from "./db/postgres";
import { buildApp } from "./app";
import type { PageRenderer } from "./http/server-render";
import { longRunnerSettings, readLongRunnerMaxItems } from "./services/jobs/long-runner";

/**
 * `npm run dev`: the same server as production, hosting Vite in middleware mode, so pages get the
 * boot payload and the CSP (report-only, since Vite's client needs eval and websockets).
 */
async function main(): Promise<void> {
  // Vite is created after the app so its hot-reload websocket can share the app's HTTP server.
  const dev: { vite?: ViteDevServer } = {};
  const indexFile = path.resolve("index.html");
  longRunnerSettings.maxItemsPerCall = readLongRunnerMaxItems(process.env.PLAZA_LONG_RUNNER_MAX_ITEMS);
  const app = await buildApp({
    dataDir: path.resolve(process.env.PLAZA_DATA_DIR ?? "data"),
    databaseUrl: process.env.DATABASE_URL || undefined,
    poolSize: readPoolSize(process.env.PLAZA_DB_POOL_SIZE),
    seed: process.env.PLAZA_SEED === "none" ? "none" : "demo",
    debug: true,
    logger: process.env.PLAZA_LOG === "1",
    templateSource: {
      dev: true,
      load: async (url) => {
        const html = fs.readFileSync(indexFile, "utf8");
        return dev.vite ? dev.vite.transformIndexHtml(url, html) : html;
      },
      // Pages render on the server here too, from the source as it is now (styles arrive with the
      // scripts in development, so the first paint is unstyled for a moment).
      renderer: async () => {
        if (!dev.vite) return null;
        const entry = (await dev.vite.ssrLoadModule("/src/app/entry-server.tsx")) as {
          renderApp: PageRenderer["render"];
        };
        return { render: entry.renderApp, assets: null };
      },
    },
    beforeRoutes: async (app) => {
      await app.register(middie);
      // Vite serves modules and assets; the API and pages fall through to Fastify.
      app.use((req, res, next) => {
        const url = req.url ?? "/";
        const isPage = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
        if (url.startsWith("/api/") || isPage || !dev.vite) return next();
        dev.vite.middlewares(req, res, next);
      });
    },
  });
  dev.vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen({ host: process.env.HOST ?? "127.0.0.1", port });
  console.log(`Plaza (development) at http://127.0.0.1:${port}/`);
}

void main();
