// A throwaway PostgreSQL cluster for tests and benches: installs Debian's postgresql when it is missing
// (as root), creates a cluster in a temporary folder (trust authentication, loopback only, no fsync:
// nothing in it outlives the run), starts it on a free local port and answers its URL.
//
//   node scripts/postgres-cluster.mjs        starts one and prints `DATABASE_URL=…`; Ctrl-C removes it
//   import { startPostgresCluster } from …   the same from a script, with stop()
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The folder of the newest installed PostgreSQL's server programs, or null. */
export function postgresBinDir() {
  const root = "/usr/lib/postgresql";
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(root, versions[0], "bin");
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

/** Installs Debian's postgresql when no server is installed; false when it cannot. */
export function ensurePostgres() {
  if (postgresBinDir()) return true;
  if (!isRoot) {
    console.error(
      "PostgreSQL is missing. Install it with: sudo apt-get update && sudo apt-get install -y postgresql",
    );
    return false;
  }
  console.log("Installing PostgreSQL from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  spawnSync("apt-get", ["install", "-y", "postgresql"], { stdio: "inherit", env });
  return postgresBinDir() !== null;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root (the server refuses root). */
function runAs(bin, args, options = {}) {
  return isRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", bin, ...args], options)
    : spawnSync(bin, args, options);
}

/** Starts a throwaway cluster; answers `{ url, stop }`. */
export async function startPostgresCluster() {
  if (!ensurePostgres()) throw new Error("PostgreSQL is not installed.");
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-pg-"));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  if (isRoot) spawnSync("chown", ["postgres:postgres", dir]);
  const init = runAs(
    path.join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"],
    { encoding: "utf8" },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  const options = [
    "-c listen_addresses=127.0.0.1",
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=400",
    "-c shared_buffers=256MB",
  ].join(" ");
  const start = runAs(
    path.join(bin, "pg_ctl"),
    ["-D", dataDir, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"],
    { encoding: "utf8" },
  );
  if (start.status !== 0) {
    const log = fs.existsSync(path.join(dir, "server.log"))
      ? fs.readFileSync(path.join(dir, "server.log"), "utf8")
      : "";
    throw new Error(`PostgreSQL did not start:\n${start.stdout}${start.stderr}${log}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      runAs(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"], { stdio: "ignore" });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cluster = await startPostgresCluster();
  console.log(`DATABASE_URL=${cluster.url}`);
  const stop = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  spawn("sleep", ["infinity"], { stdio: "ignore" });
}
