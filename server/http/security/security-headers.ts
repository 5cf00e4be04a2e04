import type { FastifyInstance } from "fastify";

/**
 * Browser features the site's own pages use, allowed for the site only: the share menu copies a
 * post's link (clipboard-write), in src/features/posts/ShareMenu.tsx. Its share sheet (web-share)
 * is left at the browser's default (the site itself), since Chromium on Linux does not know the
 * name and logs an error for each page that names it.
 */
const SELF_FEATURES = ["clipboard-write"];

/**
 * Powerful features nothing on the site uses: off for its pages and for anything they frame (the
 * HTML widget, an embed). `browsing-topics` keeps ad-interest tracking out; its predecessor
 * `interest-cohort` is left out since browsers no longer know it and log an error for each page
 * that names it; so are `ambient-light-sensor`, `attribution-reporting` and `bluetooth`, which
 * Chromium does not know on every platform (tests/e2e/server-render.e2e.test.ts fails on any
 * console error).
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "clipboard-read",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
];

/** The `Permissions-Policy` every answer carries. */
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_FEATURES.map((feature) => `${feature}=(self)`),
].join(", ");

/**
 * Sends on every answer (JSON, pages, static files, uploads, errors and 404s):
 * - `X-Content-Type-Options: nosniff`, so a browser never reads a response as another type than the
 *   one it is sent as (a JSON body full of user text taken for HTML or script);
 * - `Permissions-Policy` ({@link PERMISSIONS_POLICY}): no camera, microphone, location, payment and
 *   the like, for the site or what it frames;
 * - `Cross-Origin-Opener-Policy: same-origin`: a page of another site that opens ours (or that ours
 *   opens: external links open with noopener already) gets no handle on its window. Nothing on the
 *   site reads `window.opener` or expects a popup to answer it.
 * Set on the raw response at the first hook, so they also reach answers written outside Fastify's
 * reply (the dev server's Vite middleware) and survive the error handler.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.raw.setHeader("X-Content-Type-Options", "nosniff");
    reply.raw.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    reply.raw.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  });
}
