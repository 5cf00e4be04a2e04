import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { FragmentImpl } from "../../../../schemas/layout/node.schema";
import type {
  Fragment,
  FragmentCustomWidget,
  FragmentDetails,
  FragmentView,
} from "../../../../schemas/entities/fragment.schema";

/** A revision's place in its fragment's history. */
export type FragmentStatus = Fragment["status"];
/** Where a fragment is applied: site-wide (`fragments.globalImpls`) or on a layout's nodes. */
export type { FragmentView };
/** A CustomFragment's widget type: its name, icon and props schema. */
export type CustomWidgetDeclaration = FragmentCustomWidget;
/** A fragment revision as `GET /fragments` and `GET /fragments/{uuid}/revisions` answer it. */
export type FragmentRecord = Fragment;
/** A revision with its code (`GET /fragments/{uuid}`). */
export type FragmentDetailsRecord = FragmentDetails;

/** What a save sends: any of these; a commit message commits at once. */
export interface FragmentWrite {
  name?: string;
  js?: string;
  jsRaw?: string;
  css?: string;
  customWidget?: CustomWidgetDeclaration;
  commitMessage?: string;
  commitDescription?: string;
}

/** What a new fragment sends. */
export interface FragmentCreate extends FragmentWrite {
  name: string;
  fragmentType: string;
  js: string;
}

const fragmentPath = (uuid: string) => `fragments/${encodeURIComponent(uuid)}`;
export const fragmentsKey = (fragmentType: string) => `dashboard:fragments:${fragmentType}`;
const fragmentKey = (uuid: string) => `dashboard:fragment:${uuid}`;
const revisionsKey = (uuid: string) => `dashboard:fragment-revisions:${uuid}`;
const GLOBAL_IMPLS = "fragments.globalImpls";

/** Every fragment (its latest revision), of one type or all (`GET /fragments`, site.manage). */
export function useFragments(fragmentType: string) {
  const { data, error, mutate } = useSWR<FragmentRecord[], ApiError>(fragmentsKey(fragmentType), async () => {
    const query = fragmentType ? { fragmentType } : {};
    return (await apiClient.get<FragmentRecord[]>("fragments", { query })).data;
  });
  return { fragments: data, error, refresh: mutate };
}

/** A fragment's latest revision with its code. */
export function useFragment(uuid: string | null) {
  const { data, error, mutate } = useSWR<FragmentDetailsRecord, ApiError>(
    uuid ? fragmentKey(uuid) : null,
    async () => readFragment(uuid ?? ""),
    { revalidateOnFocus: false },
  );
  return { fragment: data, error, refresh: mutate };
}

/** A fragment's latest revision, or one revision of it. */
export async function readFragment(uuid: string, fragmentRevisionUUID?: string) {
  const query = fragmentRevisionUUID ? { fragmentRevisionUUID } : {};
  return (await apiClient.get<FragmentDetailsRecord>(fragmentPath(uuid), { query })).data;
}

/** A fragment's revisions, newest first. */
export function useFragmentRevisions(uuid: string) {
  const { data, error, mutate } = useSWR<FragmentRecord[], ApiError>(revisionsKey(uuid), async () => {
    return (await apiClient.get<FragmentRecord[]>(`${fragmentPath(uuid)}/revisions`)).data;
  });
  return { revisions: data, error, refresh: mutate };
}

/** A new fragment (a draft, or active when a commit message is given). */
export async function createFragment(body: FragmentCreate): Promise<FragmentDetailsRecord> {
  return (await apiClient.post<FragmentDetailsRecord>("fragments", { body })).data;
}

/** Saves into the fragment's draft (committed at once with a commit message). */
export async function saveFragment(uuid: string, body: FragmentWrite): Promise<FragmentDetailsRecord> {
  return (await apiClient.patch<FragmentDetailsRecord>(fragmentPath(uuid), { body })).data;
}

/** Makes a draft the active revision. */
export async function commitRevision(
  uuid: string,
  fragmentRevisionUUID: string,
  commitMessage: string,
): Promise<FragmentDetailsRecord> {
  const body = { fragmentRevisionUUID, commitMessage };
  return (await apiClient.post<FragmentDetailsRecord>(`${fragmentPath(uuid)}/commit-revision`, { body }))
    .data;
}

/** Makes an earlier committed revision the active one again. */
export async function rollBack(uuid: string, fragmentRevisionUUID: string): Promise<FragmentDetailsRecord> {
  const body = { fragmentRevisionUUID };
  return (await apiClient.post<FragmentDetailsRecord>(`${fragmentPath(uuid)}/rollback`, { body })).data;
}

/** Deletes one draft or past revision (the server refuses the active one with a 409). */
export async function deleteRevision(uuid: string, fragmentRevisionUUID: string): Promise<void> {
  await apiClient.delete(fragmentPath(uuid), { query: { fragmentRevisionUUID } });
}

/** Deletes a fragment: every place it was applied shows the built-in again. */
export async function deleteFragment(uuid: string): Promise<void> {
  await apiClient.delete(fragmentPath(uuid));
}

/** Whether the viewer has accepted the developer warning. */
export function useDisclosureState() {
  const { data, error, mutate } = useSWR<{ didAccept: boolean }, ApiError>(
    "dashboard:fragments-disclosure",
    async () => (await apiClient.get<{ didAccept: boolean }>("fragments/disclosure-state")).data,
    { revalidateOnFocus: false },
  );
  return { state: data, error, refresh: mutate };
}

/** Records that the viewer accepted the developer warning. */
export async function acceptDisclosure(): Promise<void> {
  await apiClient.put("fragments/disclosure-state", { body: { didAccept: true } });
}

/** The site-wide fragments by fragment type (`fragments.globalImpls`, a public config key). */
export function useGlobalImpls() {
  const { data, error, mutate } = useSWR<Record<string, FragmentImpl>, ApiError>(
    "dashboard:fragments-global",
    async () => {
      const { data } = await apiClient.get<Record<string, unknown>>("config", {
        query: { select: GLOBAL_IMPLS },
      });
      return (data[GLOBAL_IMPLS] ?? {}) as Record<string, FragmentImpl>;
    },
  );
  return { impls: data, error, refresh: mutate };
}

/**
 * Uses a fragment on every page for its type, or (null) stops using any there: the whole map is
 * written back (`PATCH /config`), naming only the fragment; the server fills in its active revision.
 */
export async function setGlobalImpl(
  current: Record<string, FragmentImpl>,
  fragmentType: string,
  fragmentUUID: string | null,
): Promise<Record<string, FragmentImpl>> {
  const next: Record<string, FragmentImpl> = {};
  for (const [type, impl] of Object.entries(current)) {
    if (type !== fragmentType) next[type] = { fragmentUUID: impl.fragmentUUID };
  }
  if (fragmentUUID) next[fragmentType] = { fragmentUUID };
  await apiClient.patch("config", { body: { [GLOBAL_IMPLS]: next } });
  return next;
}
