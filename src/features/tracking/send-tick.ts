import type { TickBody } from "../../../schemas/api/tick.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** Sends one tracking event; a failure is logged only (shell spec §7). */
export async function sendTick(event: TickBody): Promise<void> {
  try {
    await apiClient.post("tick", { body: event });
  } catch (error) {
    console.warn("Tracking event not recorded", event.type, error);
  }
}
