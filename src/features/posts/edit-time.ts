import { t } from "../../../runtime/i18n/t";

/** Content spec §4: the remaining edit time refreshes every 10 s while more than 60 s remain... */
export const EDIT_REFRESH_SLOW_MS = 10_000;
/** ...and every 5 s below that. */
export const EDIT_REFRESH_FAST_MS = 5_000;

/** How long until the "Edit (time)" label is recomputed (content spec §4). */
export function editRefreshDelay(secondsLeft: number): number {
  return secondsLeft > 60 ? EDIT_REFRESH_SLOW_MS : EDIT_REFRESH_FAST_MS;
}

/** Seconds as `m:ss` (or `h:mm:ss` from an hour up). */
export function formatEditTimeLeft(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** The edit link's text (content spec §5): "Edit", or "Edit (time)" while the author's window is limited. */
export function editLinkLabel(secondsLeft: number | null): string {
  return secondsLeft === null ? t("Edit") : t("Edit ({time})", { time: formatEditTimeLeft(secondsLeft) });
}
