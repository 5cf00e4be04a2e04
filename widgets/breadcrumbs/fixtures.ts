import type { BreadcrumbsProps } from "../../schemas/widgets/breadcrumbs.schema";

/** Example props of Breadcrumbs: a usual path, a single crumb, none, and an unsafe link. */
export const breadcrumbsFixtures = {
  defaults: {
    crumbs: [
      { name: "Home", url: "/" },
      { name: "Categories", url: "/categories" },
      { name: "General", url: "/categories/general" },
    ],
  },
  single: { crumbs: [{ name: "Home", url: "/" }] },
  empty: { crumbs: [] },
  unsafeLink: {
    crumbs: [
      { name: "Home", url: "/" },
      { name: "Trap", url: "javascript:alert(1)" },
    ],
  },
} satisfies Record<string, BreadcrumbsProps>;
