// npm start: rebuild the front end and the server when missing or stale, then run the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const clientInputs = [
  "index.html",
  "vite.config.ts",
  "build",
  "package-lock.json",
  "runtime",
  "src",
  "widgets",
  "schemas",
  "fragments",
];
const serverInputs = ["package-lock.json", "server", "schemas", "runtime"];

function newest(inputs) {
  let latest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== "node_modules") visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) latest = Math.max(latest, stat.mtimeMs);
  };
  inputs.forEach(visit);
  return latest;
}
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
/** Runs a build step; `quiet` drops what it prints to stdout (its warnings and errors still show). */
function run(command, args, { quiet = false } = {}) {
  const result = spawnSync(command, args, { stdio: ["inherit", quiet ? "ignore" : "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const clientNewest = newest(clientInputs);
if (mtime("dist/client/index.html") < clientNewest) {
  console.log("Building the front end…");
  run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
}
// The same front end for the server's first render of every page (dist/ssr/entry-server.js).
if (mtime("dist/ssr/entry-server.js") < clientNewest) {
  console.log("Building the server renderer…");
  run(process.execPath, ["scripts/build-ssr.mjs"]);
}
if (mtime("dist/server/main.js") < newest(serverInputs)) {
  console.log("Bundling the server…");
  run(process.execPath, ["scripts/build-server.mjs"], { quiet: true });
}
const server = spawnSync(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
  stdio: "inherit",
});
process.exit(server.status ?? 0);
