import type { UserSpotlightWidgetProps } from "../../schemas/widgets/user-spotlight-widget.schema";

/** Example hydrated props of UserSpotlightWidget: valid ones and edge cases. */
export const userSpotlightWidgetFixtures: Record<string, UserSpotlightWidgetProps> = {
  featured: {
    title: "Member of the month",
    description: "Ada answered more questions than anyone this month. Thank you!",
    userTextAlignment: "right",
    apiParams: { userID: 7 },
    userInfo: {
      userID: 7,
      name: "ada",
      url: "/profile/ada",
      photoUrl: "https://example.com/ada.png",
      dateLastActive: "2024-06-01T10:00:00.000Z",
      title: "Mathematician",
      label: "Mathematician",
      countDiscussions: 12,
      countComments: 1_520,
      banned: 0,
      private: false,
    },
  },
  noPhotoTextLeft: {
    userTextAlignment: "left",
    containerOptions: { borderType: "border" },
    apiParams: { userID: 3 },
    userInfo: {
      userID: 3,
      name: "member",
      url: "/profile/member",
      photoUrl: "",
      dateLastActive: null,
      title: "",
      label: "",
      countDiscussions: 0,
      countComments: 4,
      banned: 0,
      private: false,
    },
  },
  privateProfile: {
    title: "Say hello",
    apiParams: { userID: 6 },
    userInfo: {
      userID: 6,
      name: "private",
      url: "/profile/private",
      photoUrl: "",
      dateLastActive: null,
      banned: 0,
      private: true,
    },
  },
  notLoaded: { title: "Member of the month", apiParams: { userID: 999 } },
};
