import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../helpers/chromium";
import pg from "pg";
import { startBuiltServer, startServerPair, type RunningServer } from "../helpers/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** True when two servers on PostgreSQL answer in turn (PLAZA_E2E_DATABASE_URL). */
    serverPair: boolean;
  }
}

let server: RunningServer | undefined;
let pair: Awaited<ReturnType<typeof startServerPair>> | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

/** Runs one statement on the cluster of `url` (its maintenance database). */
async function onCluster(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let browser: BrowserServer | undefined;

/**
 * Starts the built server and one Chromium for all end-to-end files. With PLAZA_E2E_DATABASE_URL (a
 * PostgreSQL cluster's maintenance database), two servers share a fresh database on it instead, and
 * requests alternate between them.
 */
export async function setup(project: TestProject): Promise<void> {
  // Long-running bulk jobs take at most 50 discussions per call, so a 150-discussion move takes 3 calls.
  // PLAZA_TEST_HOOKS: the scheduled-drafts flow runs the draft scheduler when it needs to (server/routes/test-hooks.ts).
  const env = { PLAZA_LONG_RUNNER_MAX_ITEMS: "50", PLAZA_TEST_HOOKS: "1" };
  const cluster = process.env.PLAZA_E2E_DATABASE_URL;
  if (cluster) {
    const name = `plaza_e2e_${process.pid}`;
    await onCluster(cluster, `drop database if exists ${name} with (force)`);
    await onCluster(cluster, `create database ${name}`);
    dropDatabase = () => onCluster(cluster, `drop database if exists ${name} with (force)`);
    const url = new URL(cluster);
    url.pathname = `/${name}`;
    server = pair = await startServerPair(url.toString(), env);
  } else {
    server = await startBuiltServer(env);
  }
  project.provide("serverPair", pair !== undefined);
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
  if (pair) {
    const { a, b } = pair.answered();
    console.log(`Two servers on PostgreSQL answered in turn: server A ${a} requests, server B ${b}.`);
  }
  await server?.stop();
  await dropDatabase?.();
}
