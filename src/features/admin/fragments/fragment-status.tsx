import { msg, t } from "../../../../runtime/i18n/t";
import { Tag, type TagPreset } from "../../../ui/Tag";
import type { FragmentStatus } from "./fragment-api";

const LABELS: Record<FragmentStatus, { label: string; preset: TagPreset }> = {
  draft: { label: msg("Draft"), preset: "greyscale" },
  active: { label: msg("Active"), preset: "success" },
  "past-revision": { label: msg("Past revision"), preset: "standard" },
};

/** A revision's status as a tag (a word, never a colour alone). */
export function FragmentStatusTag({ status }: { status: FragmentStatus }) {
  const { label, preset } = LABELS[status];
  return <Tag preset={preset}>{t(label)}</Tag>;
}
