import type { Rank } from "./ranks";
import { t } from "../../../runtime/i18n/t";
import { Tag } from "../../ui/Tag";

/** The rank of the Ranks addon as a tag: "Rank: Veteran" for screen readers, "Veteran" on screen. */
export default function RankLabel({ rank }: { rank: Rank }) {
  return (
    <span data-rank-id={rank.rankID} title={t("Rank")} aria-label={t("Rank: {name}", { name: rank.name })}>
      <Tag preset="primary">{rank.name}</Tag>
    </span>
  );
}
