import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { startSerialLoop, type SerialLoop } from "../services/jobs/serial-loop";
import { publishDueLayoutDrafts } from "./layout-schedule";

/**
 * Publishes scheduled layout drafts when due, in each server process (every few seconds; a draft is
 * published once however many servers look, see {@link publishDueLayoutDrafts}).
 */
export function startLayoutPublisher(
  db: Kysely<Database>,
  options: { intervalMs?: number; now?: () => number; log: (message: string, details: object) => void },
): SerialLoop<[], number[]> {
  const clock = options.now ?? Date.now;
  return startSerialLoop(() => publishDueLayoutDrafts(db, new Date(clock()).toISOString()), {
    intervalMs: options.intervalMs ?? 5000,
    timedArgs: [],
    onError: (error) => options.log("scheduled layout publishing failed", { err: error }),
  });
}
