import { useSWRConfig } from "swr";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { useToast } from "../../ui/toasts/use-toast";
import { useOptimisticToggle } from "../../ui/use-optimistic-toggle";
import {
  applyReactionChange,
  changeFor,
  reactionsPath,
  removeLoggedReaction,
  type ReactionRecordType,
  type ReactionState,
} from "./reaction-rules";

/** Options of {@link useReactions}. */
export interface UseReactionsOptions {
  recordType: ReactionRecordType;
  recordID: number;
  reactions: ReactionSummary[];
  score: number;
}

/** The reactions bar's state and its actions. */
export interface ReactionsHandle extends ReactionState {
  isPending: boolean;
  choose(urlcode: string): Promise<void>;
  /** Removes one member's reaction (`DELETE …/reactions/{userID}`, moderators): resolves true once done. */
  removeFor(entry: { userID: number; urlcode: string; isViewers: boolean }): Promise<boolean>;
}

/**
 * A record's reactions with optimistic choosing (content spec §4): the score and `hasReacted` move at
 * once; the server's counts replace ours on success; a failure restores the state before and goes to
 * the generic error toast (content spec §8). The record's reaction log is revalidated after a change.
 */
export function useReactions({
  recordType,
  recordID,
  reactions,
  score,
}: UseReactionsOptions): ReactionsHandle {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const {
    value: state,
    isPending,
    change,
  } = useOptimisticToggle<ReactionState>({ reactions, score }, [reactions, score]);

  function choose(urlcode: string): Promise<void> {
    const reaction = changeFor(state, urlcode);
    const path = reactionsPath(recordType, recordID);
    return change(
      applyReactionChange(state, reaction),
      async () => {
        let settle: ((current: ReactionState) => ReactionState) | undefined;
        if (reaction.kind === "add") {
          const { data } = await apiClient.post<ReactionSummary[]>(path, {
            body: { reactionType: reaction.urlcode },
          });
          if (Array.isArray(data)) settle = (current) => ({ ...current, reactions: data });
        } else {
          await apiClient.delete(path);
        }
        void mutate((key) => typeof key === "string" && key.startsWith(`${path}?`));
        return settle;
      },
      (reason) => toast.error(reason),
    );
  }

  async function removeFor(entry: { userID: number; urlcode: string; isViewers: boolean }): Promise<boolean> {
    const path = reactionsPath(recordType, recordID);
    let isDone = false;
    await change(
      removeLoggedReaction(state, entry),
      async () => {
        await apiClient.delete(`${path}/${entry.userID}`);
        isDone = true;
        void mutate((key) => typeof key === "string" && key.startsWith(`${path}?`));
        return undefined;
      },
      (reason) => toast.error(reason),
    );
    return isDone;
  }

  return { ...state, isPending, choose, removeFor };
}
