import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A running built server on a throwaway data folder. */
export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
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
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(builtDir(), "server", "main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-e2e-"));
  const port = await freePort();
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
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
