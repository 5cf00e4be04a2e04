import type { NewPostMenuProps } from "../../schemas/widgets/new-post-menu.schema";

/** Example props of NewPostMenu: the defaults, a menu of post types, and entries that lead nowhere. */
export const newPostMenuFixtures = {
  defaults: {},
  menu: {
    items: [
      { label: "New Discussion", type: "discussion" },
      { label: "Ask a Question", type: "question" },
      { label: "Read the guidelines", url: "/kb/guidelines" },
    ],
  },
  nowhere: { title: "Start something", items: [{ label: "No url or type" }] },
} satisfies Record<string, NewPostMenuProps>;
