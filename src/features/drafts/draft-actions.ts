import { useMemo } from "react";
import { apiClient } from "../../../runtime/api/api-client";
import { useToast } from "../../ui/toasts/use-toast";
import { useRefreshDrafts } from "./use-drafts";

/** What is logged when a call fails (content spec §8 "Logged, not shown to the user"). */
export const DRAFT_ERROR_LOGS = {
  delete: "Error deleting draft",
  schedule: "Error scheduling draft",
  cancelSchedule: "Error cancelling draft schedule",
} as const;

/** The drafts page's writes; each resolves true on success. */
export interface DraftActions {
  remove(draftID: number): Promise<boolean>;
  /** Schedules publication at `date`, sent as ISO 8601 UTC. */
  schedule(draftID: number, date: Date): Promise<boolean>;
  cancelSchedule(draftID: number): Promise<boolean>;
}

/**
 * Delete, schedule and cancel a schedule (content spec §7). A failure is logged with its §8 text and
 * shown in a toast with the server's message; the list is fetched again after each call, failed or
 * not (a draft deleted elsewhere answers 404 and leaves the list).
 */
export function useDraftActions(): DraftActions {
  const refresh = useRefreshDrafts();
  const toast = useToast();
  return useMemo(() => {
    async function run(call: () => Promise<unknown>, logText: string): Promise<boolean> {
      try {
        await call();
        return true;
      } catch (error) {
        console.error(logText, error);
        toast.error(error);
        return false;
      } finally {
        await refresh();
      }
    }
    return {
      remove: (draftID) => run(() => apiClient.delete(`drafts/${draftID}`), DRAFT_ERROR_LOGS.delete),
      schedule: (draftID, date) =>
        run(
          () =>
            apiClient.patch(`drafts/schedule/${draftID}`, { body: { dateScheduled: date.toISOString() } }),
          DRAFT_ERROR_LOGS.schedule,
        ),
      cancelSchedule: (draftID) =>
        run(() => apiClient.patch(`drafts/cancel-schedule/${draftID}`), DRAFT_ERROR_LOGS.cancelSchedule),
    };
  }, [refresh, toast]);
}
