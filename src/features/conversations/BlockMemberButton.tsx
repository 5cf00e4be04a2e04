import { useState } from "react";
import useSWR from "swr";
import type { IgnoredUserList } from "../../../schemas/api/member-blocks.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { useSession } from "../../../runtime/data/session-store";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { errorMessageOf } from "../../ui/toasts/use-toast";

/** The button's words: block a member, or lift the block. */
export const BLOCK_TEXT = msg("Block");
export const UNBLOCK_TEXT = msg("Unblock");

/** The swr key (an API path) of the members `viewerID` blocked. */
export const blockedMembersKey = (viewerID: number) => `users/${viewerID}/ignored`;

/**
 * Blocks or unblocks a member for the signed-in viewer: a blocked member cannot start a
 * conversation with them, add them to one, or write to them. Nothing for guests or oneself.
 */
export function BlockMemberButton({ userID }: { userID: number }) {
  const viewerID = useSession((s) => s.user.userID);
  const key = viewerID > 0 && viewerID !== userID ? blockedMembersKey(viewerID) : null;
  const { data, mutate } = useSWR<IgnoredUserList, ApiError>(key, apiFetcher);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState("");
  if (!key || !data) return null;
  const isBlocked = data.some((user) => user.userID === userID);

  async function handleClick() {
    setBusy(true);
    setError("");
    try {
      const path = `users/${userID}/block`;
      await (isBlocked ? apiClient.delete(path) : apiClient.put(path));
      await mutate();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button buttonType="standard" disabled={isBusy} onClick={() => void handleClick()}>
        {t(isBlocked ? UNBLOCK_TEXT : BLOCK_TEXT)}
      </Button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
