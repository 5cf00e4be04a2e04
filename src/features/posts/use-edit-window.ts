import { useEffect, useState } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { editWindow, type EditablePost, type EditWindow } from "../../../runtime/permissions/edit-window";
import { editRefreshDelay } from "./edit-time";
import { usePermissionChecker } from "./use-permission-checker";
import { useIsServerRender } from "../../ui/use-browser-value";
import { useRenderTime } from "../../ui/use-now";

/**
 * Whether the viewer may edit a post now and how long they have left (content spec §6), re-checked
 * every 10 s while over 60 s remain and every 5 s below (content spec §4), so the link disappears
 * when the window closes.
 */
export function useEditWindow(post: EditablePost, recordType: "discussion" | "comment"): EditWindow {
  const userID = useSession((s) => s.user.userID);
  const editTimeout = useSession((s) => configValue(s, "ui.editContentTimeout", -1));
  const permissions = usePermissionChecker();
  const [clock, setNow] = useState(() => Date.now());
  // The server's render time while rendering on the server and hydrating, so "Edit (m:ss)" reads the
  // same on both; the browser's clock from then on.
  const renderedAt = useRenderTime();
  const now = useIsServerRender() && renderedAt !== null ? renderedAt : clock;
  const result = editWindow(post, { userID, permissions }, { recordType, editTimeout, now });
  const { secondsLeft, canEdit } = result;
  useEffect(() => {
    if (!canEdit || secondsLeft === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), editRefreshDelay(secondsLeft));
    return () => clearTimeout(timer);
  }, [canEdit, secondsLeft, now]);
  return result;
}
