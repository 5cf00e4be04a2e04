import { useState } from "react";
import { useSWRConfig } from "swr";
import type { Revision } from "../../../schemas/entities/revision.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toasts/use-toast";
import { restoreRevision } from "./revision-api";

/** The toast after a restore. Our text: content spec §8 gives none. */
export const RESTORED_TEXT = msg("Success. This version has been restored.");

/** True for a cached read that shows the post: page layouts, the discussion, comment pages. */
function showsPost(key: unknown, revision: Revision): boolean {
  if (typeof key !== "string") return false;
  if (key.startsWith("layouts/lookup-hydrate?")) return true;
  return revision.recordType === "discussion"
    ? key === `discussions/${revision.recordID}` || key.startsWith(`discussions/${revision.recordID}?`)
    : key.startsWith("comments?") || key.startsWith(`comments/${revision.recordID}`);
}

/**
 * Restore: makes this revision the post's current version. No confirmation: the version it replaces
 * is kept as a new revision, so a restore is undone by restoring that one. The history is fetched
 * again, the replaced version on top.
 */
export function RestoreRevisionButton({ revision }: { revision: Revision }) {
  const [isPending, setIsPending] = useState(false);
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const record = `${revision.recordType}s/${revision.recordID}`;

  async function handleRestore() {
    setIsPending(true);
    try {
      await restoreRevision(revision.recordType, revision.recordID, revision.revisionID);
      toast.add({ body: t(RESTORED_TEXT), autoDismiss: true });
      // The history and the current version it is compared with.
      await mutate(
        (key) => (Array.isArray(key) && key[0] === `${record}/revisions`) || key === `${record}/edit`,
      );
      // The post's page, left for this one, is kept in the cache as it was: forget it, so going back
      // shows the restored version instead of the replaced one.
      await mutate((key) => showsPost(key, revision), undefined, { revalidate: false });
    } catch (error) {
      toast.error(error);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Button buttonType="standard" isLoading={isPending} onClick={() => void handleRestore()}>
      {t("Restore this version")}
    </Button>
  );
}
