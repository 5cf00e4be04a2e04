/** Where Debian installs Chromium. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Flags for headless Chromium here: no sandbox as root, and no background calls to the closed internet. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
