import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../helpers/chromium";
import { startBuiltServer, type RunningServer } from "../helpers/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;

/** Starts the built server and one Chromium for all end-to-end files. */
export async function setup(project: TestProject): Promise<void> {
  // Long-running bulk jobs take at most 50 discussions per call, so a 150-discussion move takes 3 calls.
  server = await startBuiltServer({ PLAZA_LONG_RUNNER_MAX_ITEMS: "50" });
  browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide("baseURL", server.baseURL);
  project.provide("wsEndpoint", browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.stop();
}
