import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { LayoutViewType } from "../../../../schemas/layout/node.schema";
import { flaggedViewTypes, type LayoutFlagKey } from "./layout-views";

/** One assignment of a stored layout to a view: site-wide (`global`, record -1) or a category's. */
export interface LayoutView {
  layoutViewID: number;
  layoutID: number;
  layoutViewType: LayoutViewType;
  recordType: string;
  recordID: number;
  dateInserted: string;
  insertUserID: number;
}

/** A layout as `GET /layouts` answers it (layouts.yml); a built-in one has its view type as its ID. */
export interface LayoutRecord {
  layoutID: number | LayoutViewType;
  name: string;
  layoutViewType: LayoutViewType;
  isDefault: boolean;
  isActive: boolean;
  layout?: unknown[];
  titleBar?: object;
  dateInserted: string | null;
  insertUserID: number;
  dateUpdated: string | null;
  updateUserID: number | null;
  layoutViews: LayoutView[];
  /** A stored layout's: when its draft publishes by itself (ISO 8601); null: never. */
  dateScheduled?: string | null;
}

/** One published version of a layout (`GET /layouts/{id}/revisions`), newest first. */
export interface LayoutRevision {
  revisionID: number;
  layoutID: number;
  dateInserted: string;
  insertUserID: number;
  insertUser?: { userID: number; name: string };
  isLive: boolean;
}

/** A revision with its definition (`GET /layouts/{id}/revisions/{revisionID}`). */
export interface LayoutRevisionDetail extends LayoutRevision {
  layout: unknown[];
  titleBar?: object;
}

/** A category as the assignment picker lists it. */
export interface LayoutCategory {
  categoryID: number;
  name: string;
  depth: number;
}

/** A view's assignment to send to `PUT /layouts/{id}/views`. */
export interface LayoutViewTarget {
  recordType: "global" | "category";
  recordID: number;
}

const LAYOUTS_KEY = "dashboard:layouts";
const FLAGS_KEY = "dashboard:layout-flags";
const CATEGORIES_KEY = "dashboard:layout-categories";
const layoutKey = (id: string) => `dashboard:layout:${id}`;
const revisionsKey = (id: string) => `dashboard:layout-revisions:${id}`;
const layoutPath = (id: string | number) => `layouts/${encodeURIComponent(String(id))}`;

/** Every layout, the built-in ones first (`GET /layouts`, site.manage). */
export function useLayouts() {
  const { data, error, mutate } = useSWR<LayoutRecord[], ApiError>(
    LAYOUTS_KEY,
    async () => (await apiClient.get<LayoutRecord[]>("layouts")).data,
  );
  return { layouts: data, error, refresh: mutate };
}

/** One layout with its definition and where it applies (`GET /layouts/{id}`). */
export function useLayout(id: string) {
  const { data, error, mutate } = useSWR<LayoutRecord, ApiError>(
    layoutKey(id),
    async () => (await apiClient.get<LayoutRecord>(layoutPath(id))).data,
  );
  return { layout: data, error, refresh: mutate };
}

/** The `customLayout.*` feature flags (`GET /config?select=`, public keys). */
export function useLayoutFlags() {
  const keys = flaggedViewTypes.map((view) => view.flag);
  const { data, error, mutate } = useSWR<Partial<Record<LayoutFlagKey, boolean>>, ApiError>(
    FLAGS_KEY,
    async () =>
      (await apiClient.get<Record<LayoutFlagKey, boolean>>("config", { query: { select: keys.join(",") } }))
        .data,
  );
  return { flags: data, error, refresh: mutate };
}

/** Switches one view's custom layouts on or off (`PATCH /config`, as the settings section writes it). */
export async function setLayoutFlag(flag: LayoutFlagKey, value: boolean): Promise<void> {
  await apiClient.patch("config", { body: { [flag]: value } });
}

/** Categories per page of the flat list (the API's most). */
const CATEGORY_PAGE_SIZE = 100;
/** Pages read at most: 2,000 categories, more than any site assigns layouts among by hand. */
const CATEGORY_PAGES_MAX = 20;

async function loadCategories(): Promise<LayoutCategory[]> {
  const all: LayoutCategory[] = [];
  for (let page = 1; page <= CATEGORY_PAGES_MAX; page += 1) {
    const { data } = await apiClient.get<LayoutCategory[]>("categories", {
      query: { outputFormat: "flat", limit: CATEGORY_PAGE_SIZE, page },
    });
    all.push(...data.map(({ categoryID, name, depth }) => ({ categoryID, name, depth })));
    if (data.length < CATEGORY_PAGE_SIZE) break;
  }
  return all;
}

/** Every category in tree order, for naming assignments and picking where a layout applies. */
export function useLayoutCategories() {
  const { data, error } = useSWR<LayoutCategory[], ApiError>(CATEGORIES_KEY, loadCategories);
  return { categories: data, error };
}

/** The layout's definition, read to make a copy of it. */
async function readDefinition(id: string | number): Promise<LayoutRecord> {
  return (await apiClient.get<LayoutRecord>(layoutPath(id))).data;
}

/** A new stored layout with `source`'s definition (a copy of the built-in one creates a layout). */
export async function copyLayout(source: LayoutRecord, name: string): Promise<LayoutRecord> {
  const definition = await readDefinition(source.layoutID);
  const body = {
    name,
    layoutViewType: source.layoutViewType,
    layout: definition.layout ?? [],
    ...(definition.titleBar ? { titleBar: definition.titleBar } : {}),
  };
  return (await apiClient.post<LayoutRecord>("layouts", { body })).data;
}

/** Renames a stored layout (`PATCH /layouts/{id}` with its name only). */
export async function renameLayout(layoutID: number, name: string): Promise<LayoutRecord> {
  return (await apiClient.patch<LayoutRecord>(layoutPath(layoutID), { body: { name } })).data;
}

/** Deletes a stored layout; the server refuses an applied one (409). */
export async function deleteLayout(layoutID: number): Promise<void> {
  await apiClient.delete(layoutPath(layoutID));
}

/** Applies a layout exactly where `views` say, replacing where it applied before. */
export async function setLayoutViews(layoutID: number, views: LayoutViewTarget[]): Promise<LayoutView[]> {
  return (await apiClient.put<LayoutView[]>(`${layoutPath(layoutID)}/views`, { body: views })).data;
}

/** The API path of a paging link (`/api/v2/layouts/…?…` → `layouts/…?…`). */
function apiPathOf(url: string): string {
  const { pathname, search } = new URL(url, "http://localhost");
  return pathname.replace(/^\/api\/v2\//, "") + search;
}

/** One page of revisions and where the next (older) one is. */
export interface RevisionPage {
  revisions: LayoutRevision[];
  nextPath?: string;
}

/** A stored layout's revisions, newest first; older pages by their paging link. */
export function useLayoutRevisions(layoutID: number | null) {
  const { data, error, mutate } = useSWR<RevisionPage, ApiError>(
    layoutID === null ? null : revisionsKey(String(layoutID)),
    async () => readRevisions(`${layoutPath(layoutID ?? 0)}/revisions`),
  );
  return { page: data, error, refresh: mutate };
}

/** A page of revisions at `path`. */
export async function readRevisions(path: string): Promise<RevisionPage> {
  const response = await apiClient.get<LayoutRevision[]>(path);
  const next = response.paging?.nextURL;
  return { revisions: response.data, ...(next ? { nextPath: apiPathOf(next) } : {}) };
}

/** One revision with its definition. */
export async function readRevision(layoutID: number, revisionID: number): Promise<LayoutRevisionDetail> {
  return (await apiClient.get<LayoutRevisionDetail>(`${layoutPath(layoutID)}/revisions/${revisionID}`)).data;
}

/** Makes a revision live again, as a new revision (any draft is discarded). */
export async function restoreRevision(layoutID: number, revisionID: number): Promise<LayoutRecord> {
  const path = `${layoutPath(layoutID)}/revisions/${revisionID}/restore`;
  return (await apiClient.post<LayoutRecord>(path)).data;
}
