import type { LeaderboardWidgetProps } from "../../schemas/widgets/leaderboard-widget.schema";

type Leader = NonNullable<LeaderboardWidgetProps["leaders"]>[number];

const leader = (userID: number, name: string, points: number, extra: Partial<Leader> = {}): Leader => ({
  userID,
  name,
  url: `/profile/${encodeURIComponent(name)}`,
  photoUrl: "",
  dateLastActive: "2024-06-01T10:00:00.000Z",
  private: false,
  banned: 0,
  points,
  categoryID: null,
  ...extra,
});

/** Example hydrated props of LeaderboardWidget: valid ones and edge cases. */
export const leaderboardWidgetFixtures: Record<string, LeaderboardWidgetProps> = {
  reputation: {
    title: "Top contributors",
    subtitle: "All time",
    apiParams: { slotType: "a", leaderboardType: "reputation", limit: 10 },
    leaders: [
      leader(7, "ada", 48, { photoUrl: "https://example.com/ada.png", label: "Mathematician" }),
      leader(8, "Grace Hopper", 1_234),
      leader(9, "linus", 12),
    ],
  },
  posts: {
    title: "Most active this week",
    description: "Posts written since Monday.",
    containerOptions: { borderType: "border" },
    apiParams: { slotType: "w", leaderboardType: "posts", limit: 5 },
    leaders: [leader(3, "member", 6, { count: 6 }), leader(4, "member2", 2, { count: 2 })],
  },
  privateMember: {
    leaders: [
      leader(6, "private", 3, { dateLastActive: null, private: true }),
      leader(10, "hostile", 1, { photoUrl: "javascript:alert(1)" }),
    ],
  },
  empty: { title: "Leaderboard", leaders: [] },
};
