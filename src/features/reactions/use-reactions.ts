import { useState } from "react";
import { useSWRConfig } from "swr";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { useToast } from "../../ui/toasts/use-toast";
import {
  applyReactionChange,
  changeFor,
  reactionsPath,
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

/** The reactions bar's state and its one action. */
export interface ReactionsHandle extends ReactionState {
  isPending: boolean;
  choose(urlcode: string): Promise<void>;
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
  const [source, setSource] = useState({ reactions, score });
  const [state, setState] = useState<ReactionState>({ reactions, score });
  const [isPending, setIsPending] = useState(false);
  // A fresh record from the server (refetch, edit) replaces the local copy, in render as React advises.
  if (source.reactions !== reactions || source.score !== score) {
    setSource({ reactions, score });
    setState({ reactions, score });
  }

  async function choose(urlcode: string): Promise<void> {
    if (isPending) return;
    const before = state;
    const change = changeFor(before, urlcode);
    setState(applyReactionChange(before, change));
    setIsPending(true);
    const path = reactionsPath(recordType, recordID);
    try {
      if (change.kind === "add") {
        const { data } = await apiClient.post<ReactionSummary[]>(path, {
          body: { reactionType: change.urlcode },
        });
        if (Array.isArray(data)) setState((current) => ({ ...current, reactions: data }));
      } else {
        await apiClient.delete(path);
      }
      void mutate((key) => typeof key === "string" && key.startsWith(`${path}?`));
    } catch (reason) {
      setState(before);
      toast.error(reason);
    } finally {
      setIsPending(false);
    }
  }

  return { ...state, isPending, choose };
}
