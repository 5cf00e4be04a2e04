import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text formats. Images, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map|wasm)$/;

/** What precompression wrote: for each file, its size and the sizes of the variants kept. */
export interface PrecompressedFile {
  file: string;
  size: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file under `dir`, keeping a variant only when it is smaller than the file itself (the server then
 * sends the file as it is). `index.html` is left alone: the server fills it in per request.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const result: PrecompressedFile = { file: path.relative(dir, file), size: data.length };
      if (br.length < data.length) {
        await fs.writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < data.length) {
        await fs.writeFile(`${file}.gz`, gz);
        result.gz = gz.length;
      }
      return result;
    }),
  );
}

/**
 * After a client build, precompresses the emitted assets so the server sends them with
 * `Content-Encoding: br` or `gzip` without compressing anything per request (see `preCompressed`
 * of the static assets in server/app.ts).
 */
export function precompressPlugin(): Plugin {
  let outDir = "";
  let log: (message: string) => void = () => undefined;
  return {
    name: "plaza:precompress",
    apply: "build",
    configResolved(config) {
      // Only the client build: an SSR build's output is not served as files.
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      if (!outDir) return;
      const started = Date.now();
      const results = await precompressDirectory(outDir);
      const size = results.reduce((sum, r) => sum + r.size, 0);
      const br = results.reduce((sum, r) => sum + (r.br ?? r.size), 0);
      log(
        `precompressed ${results.length} files in ${Date.now() - started} ms: ${size} bytes, ${br} as brotli`,
      );
    },
  };
}
