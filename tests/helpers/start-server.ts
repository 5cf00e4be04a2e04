import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A running built server on a throwaway data folder. */
export interface RunningServer {
  baseURL: string;
  dataDir: string;
  /** Stops the server and removes its data folder, unless `keepData` (to start it again on the same folder). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Two built servers on one PostgreSQL database behind a proxy that alternates between them. */
export interface RunningPair extends RunningServer {
  /** How many requests each server answered so far. */
  answered(): { a: number; b: number };
  /** Stops one server (SIGTERM, as an operator would); the proxy sends everything to the other from then on. */
  stopOne(name: "a" | "b"): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The folder of the build to run: `dist` unless `PLAZA_DIST_DIR` names another one holding the same
 * `client/`, `ssr/` and `server/` (e.g. `vite build --outDir <dir>/client` to measure a change without
 * touching `dist`). The server finds its client and renderer beside its own bundle; its packages stay
 * external, so a folder outside the checkout needs a `node_modules` link above it.
 */
export function builtDir(): string {
  return path.resolve(process.env.PLAZA_DIST_DIR || "dist");
}

/** Starts `<build>/server/main.js` (built beforehand) and waits until it prints its URL. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-e2e-")),
  port?: number,
): Promise<RunningServer> {
  const entry = path.join(builtDir(), "server", "main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
  port ??= await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, PLAZA_DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Plaza is running at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts two built servers at once on the PostgreSQL database `databaseUrl` (they migrate and seed it
 * together, as servers behind a load balancer would) and one shared data folder (uploads), behind a
 * proxy that sends each request to the other server than the one before: a member signs in on one
 * and posts on the other. Each answer carries `x-plaza-backend: a|b`.
 */
export async function startServerPair(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningPair> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-e2e-pair-"));
  const withDatabase = { ...env, DATABASE_URL: databaseUrl };
  const servers = await Promise.all([
    startBuiltServer(withDatabase, dataDir),
    startBuiltServer(withDatabase, dataDir),
  ]);
  const backends = servers.map((server) => new URL(server.baseURL));
  const counts = { a: 0, b: 0 };
  const stopped = new Set<number>();
  let next = 0;
  const proxy = http.createServer((request, response) => {
    let index = next;
    next = (next + 1) % backends.length;
    if (stopped.has(index)) index = (index + 1) % backends.length;
    const name = index === 0 ? "a" : "b";
    counts[name] += 1;
    const backend = backends[index]!;
    const forwarded = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-plaza-backend": name });
        answer.pipe(response);
      },
    );
    // A browser that goes away ends the request it made through the proxy too (a live stream would
    // otherwise stay open on the server, counted against its address), as nginx does.
    response.on("close", () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    answered: () => ({ ...counts }),
    stopOne: async (name) => {
      const index = name === "a" ? 0 : 1;
      stopped.add(index);
      await servers[index]!.stop({ keepData: true });
    },
    stop: async () => {
      // Open connections (a page's live stream) are ended, or the proxy would wait for them forever.
      const closed = new Promise((resolve) => proxy.close(resolve));
      proxy.closeAllConnections();
      await closed;
      await Promise.all(servers.map((server) => server.stop()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
