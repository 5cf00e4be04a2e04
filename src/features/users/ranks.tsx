import { lazy, Suspense } from "react";

// The Ranks addon's code loads only for a record that carries a rank, which the server adds only
// while the addon is enabled (content spec §2): with the addon off nothing is fetched or rendered.
const RankLabel = lazy(() => import("./ranks-label"));

/** A member's rank as the Ranks addon gives it (users' `rank`). */
export interface Rank {
  rankID: number;
  name: string;
}

function isRank(value: unknown): value is Rank {
  const rank = value as Partial<Rank> | null | undefined;
  return typeof rank?.rankID === "number" && typeof rank.name === "string";
}

/** A member's rank, when their record has one; nothing at all otherwise. */
export function UserRank({ rank }: { rank: unknown }) {
  if (!isRank(rank)) return null;
  return (
    <Suspense fallback={null}>
      <RankLabel rank={rank} />
    </Suspense>
  );
}
