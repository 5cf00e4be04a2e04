import zlib from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

/** Bodies below this many bytes are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * On-the-fly compression of pages and JSON (@fastify/compress): brotli or gzip as the request's
 * `Accept-Encoding` prefers (brotli first), nothing without one (so `inject` in tests sees plain
 * bodies). Brotli at quality 5 and gzip at level 6 compress a 24 KB page in about 0.3 ms (to 5 KB;
 * quality 11 would take 25 ms for 12% less); the built assets are compressed once, at the highest
 * quality, when they are built. Request bodies are never decompressed (a small compressed body
 * could unpack to far more than the body limit). Guests' pages sent from memory to a request accepting
 * gzip come already compressed (server/http/gzip-parts.ts) and are left as they are.
 *
 * Registered after the static assets and the uploads, so neither gets the hook: assets are sent
 * precompressed, and uploads go out byte for byte with their own length and headers.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: COMPRESS_THRESHOLD,
  encodings: ["br", "gzip"],
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  },
  zlibOptions: { level: 6 },
  globalDecompression: false,
};
