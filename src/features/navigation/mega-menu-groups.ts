import type { NavEntry } from "./use-title-bar-navigation";

/** A column of a mega-menu: a heading (absent for the extra group of leaf children) and its links. */
export interface MegaMenuGroup {
  key: string;
  heading?: { name: string; url?: string };
  links: NavEntry[];
}

/**
 * The groups of a mega-menu (shell spec §2 "Title bar"): each child that has children becomes a group
 * under its name; the leaf children are collected in one extra group, placed last.
 */
export function megaMenuGroups(item: NavEntry): MegaMenuGroup[] {
  const groups: MegaMenuGroup[] = [];
  const leaves: NavEntry[] = [];
  (item.children ?? []).forEach((child, index) => {
    if (child.children?.length) {
      groups.push({
        key: `group:${child.id ?? index}`,
        heading: { name: child.name, ...(child.url ? { url: child.url } : {}) },
        links: child.children,
      });
    } else {
      leaves.push(child);
    }
  });
  if (leaves.length > 0) groups.push({ key: "leaves", links: leaves });
  return groups;
}
