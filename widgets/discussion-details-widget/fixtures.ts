import type { DiscussionDetailsWidgetProps } from "../../schemas/widgets/discussion-details-widget.schema";

const person = (userID: number, name: string) => ({
  userID,
  name,
  url: `/profile/${name}`,
  photoUrl: "",
  dateLastActive: null,
});

/** Example hydrated props of DiscussionDetailsWidget: valid ones and edge cases. */
export const discussionDetailsWidgetFixtures: Record<string, DiscussionDetailsWidgetProps> = {
  busy: {
    discussionID: 7,
    participantsLimit: 3,
    details: {
      discussionID: 7,
      countComments: 12,
      countViews: 1530,
      dateLastComment: "2026-11-24T10:00:00Z",
      category: { categoryID: 2, name: "Introductions", url: "/categories/introductions", color: "#1a7f37" },
      tags: [{ tagID: 3, name: "Welcome", urlcode: "welcome" }],
      participants: [person(2, "ada"), person(3, "grace"), person(4, "linus")],
      countParticipants: 8,
      related: [
        {
          discussionID: 9,
          name: "Say hello here",
          url: "/discussion/9/say-hello-here",
          dateInserted: "2026-11-20T08:00:00Z",
          countComments: 1,
        },
      ],
    },
  },
  quiet: {
    details: {
      discussionID: 8,
      countComments: 0,
      countViews: 3,
      dateLastComment: null,
      tags: [],
      participants: [person(2, "ada")],
      countParticipants: 1,
      related: [],
    },
  },
  notHydrated: { relatedLimit: 3 },
};
