import type { SiteNavItem } from "../../../../schemas/config/site-navigation.schema";
import { isSafeLink } from "../../../../runtime/url/safe-link";
import { msg, t } from "../../../../runtime/i18n/t";

/** How deep the navigation nests: a top item, a mega-menu group, a group's link (shell spec §2). */
export const MAX_DEPTH = 2;

/** An item as the editor holds it: every field a text, children always a list, a stable key. */
export interface EditItem {
  key: string;
  name: string;
  url: string;
  roleIDs: number[];
  children: EditItem[];
  /** The stored item's other fields (id, permission, isHidden, badge), kept as they were. */
  rest: Omit<SiteNavItem, "name" | "url" | "roleIDs" | "children">;
}

/** Where an item sits: its index in each list from the top. */
export type ItemPath = readonly number[];

let lastKey = 0;
/** A key no other item of this page has. */
export function newKey(): string {
  lastKey += 1;
  return `nav-${lastKey}`;
}

/** The built-in navigation as items to start from (Posts and Categories, shell spec §2). */
export function builtInItems(): SiteNavItem[] {
  return [
    { id: "posts", name: t("Posts"), url: "/discussions" },
    { id: "categories", name: t("Categories"), url: "/categories" },
  ];
}

/** The stored items as the editor holds them. */
export function toEditItems(items: readonly SiteNavItem[]): EditItem[] {
  return items.map(({ name, url, roleIDs, children, ...rest }) => ({
    key: newKey(),
    name,
    url: url ?? "",
    roleIDs: [...(roleIDs ?? [])],
    children: toEditItems((children ?? []) as SiteNavItem[]),
    rest,
  }));
}

/** The items as `PATCH /config` stores them: empty fields left out. */
export function toStoredItems(items: readonly EditItem[]): SiteNavItem[] {
  return items.map((item) => ({
    ...item.rest,
    name: item.name,
    ...(item.url.trim() ? { url: item.url.trim() } : {}),
    ...(item.roleIDs.length ? { roleIDs: item.roleIDs } : {}),
    ...(item.children.length ? { children: toStoredItems(item.children) as SiteNavItem["children"] } : {}),
  }));
}

/** The list an item path's last index points into (the top list for a one-index path). */
function listAt(items: EditItem[], parent: ItemPath): EditItem[] {
  let list = items;
  for (const index of parent) list = list[index]!.children;
  return list;
}

/** The item at a path. */
export function itemAt(items: readonly EditItem[], path: ItemPath): EditItem | undefined {
  let list: readonly EditItem[] = items;
  let item: EditItem | undefined;
  for (const index of path) {
    item = list[index];
    if (!item) return undefined;
    list = item.children;
  }
  return item;
}

/** A copy of the items with `change` applied to the list holding `path`'s item (or its parent's children). */
function editList(
  items: readonly EditItem[],
  parent: ItemPath,
  change: (list: EditItem[]) => void,
): EditItem[] {
  const copy = structuredClone(items) as EditItem[];
  change(listAt(copy, parent));
  return copy;
}

/** The items with one item's fields changed. */
export function updateItem(
  items: readonly EditItem[],
  path: ItemPath,
  fields: Partial<EditItem>,
): EditItem[] {
  return editList(items, path.slice(0, -1), (list) => {
    const index = path[path.length - 1]!;
    list[index] = { ...list[index]!, ...fields };
  });
}

/** The items without the one at `path`. */
export function removeItem(items: readonly EditItem[], path: ItemPath): EditItem[] {
  return editList(items, path.slice(0, -1), (list) => void list.splice(path[path.length - 1]!, 1));
}

/** The items with the one at `path` moved by `delta` places among its siblings (kept within the list). */
export function moveItem(items: readonly EditItem[], path: ItemPath, delta: number): EditItem[] {
  return editList(items, path.slice(0, -1), (list) => {
    const from = path[path.length - 1]!;
    const to = Math.min(list.length - 1, Math.max(0, from + delta));
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved!);
  });
}

/** The items with `item` added at the end of the list of `parent` (the top list for an empty path). */
export function addItem(items: readonly EditItem[], parent: ItemPath, item: EditItem): EditItem[] {
  return editList(items, parent, (list) => void list.push(item));
}

/** A new empty link, or a group holding one empty link. */
export function blankItem(kind: "link" | "group"): EditItem {
  const link = (): EditItem => ({ key: newKey(), name: "", url: "", roleIDs: [], children: [], rest: {} });
  return kind === "link" ? link() : { ...link(), children: [link()] };
}

/** An error of one field of one item. */
export interface ItemErrors {
  name?: string[];
  url?: string[];
}

/**
 * What the server accepts as a link: a path of this site or an http(s) address, without spaces
 * around it (`server/services/config-rules.ts` has the whole rule: it also refuses `/.//host`).
 */
export function isNavigationAddress(url: string): boolean {
  if (url !== url.trim() || !isSafeLink(url)) return false;
  if (url.startsWith("/")) return !/^\/[/\\]/.test(url);
  return /^https?:\/\/[^/\\\s]/i.test(url);
}

export const LABEL_REQUIRED = msg("Enter a label.");
export const ADDRESS_REQUIRED = msg("Enter an address, or add links to this group.");
export const ADDRESS_UNSAFE = msg("Use an address that starts with https://, http:// or /.");

/** Field errors found before sending, by item key (message keys, translated where shown). */
export function validateItems(items: readonly EditItem[], into = new Map<string, ItemErrors>()) {
  for (const item of items) {
    const errors: ItemErrors = {};
    if (!item.name.trim()) errors.name = [LABEL_REQUIRED];
    if (!item.url.trim() && item.children.length === 0) errors.url = [ADDRESS_REQUIRED];
    else if (item.url.trim() && !isNavigationAddress(item.url.trim())) errors.url = [ADDRESS_UNSAFE];
    if (errors.name || errors.url) into.set(item.key, errors);
    validateItems(item.children, into);
  }
  return into;
}

/** The item paths of every item, in order, with the `PATCH /config` error path of each. */
export function errorPaths(
  items: readonly EditItem[],
  prefix = "body.navigation.items",
): Array<[string, string]> {
  return items.flatMap((item, index) => [
    [item.key, `${prefix}.${index}`] as [string, string],
    ...errorPaths(item.children, `${prefix}.${index}.children`),
  ]);
}
