import { useCallback, useState } from "react";
import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import type { ThemeVariables } from "../../../../schemas/entities/theme-variables";

const themeKey = (themeID: string) => `dashboard:theme:${themeID}`;
const revisionsKey = (themeID: string) => `dashboard:theme-revisions:${themeID}`;
const themePath = (themeID: string) => `themes/${encodeURIComponent(themeID)}`;

/** One theme at its active revision (`GET /themes/{themeID}`, content spec §7). */
export function useTheme(themeID: string) {
  const { data, error, mutate } = useSWR<Theme, ApiError>(
    themeKey(themeID),
    async () => (await apiClient.get<Theme>(themePath(themeID))).data,
  );
  return { theme: data, error, mutate };
}

/** A theme's revisions, newest first (`GET /themes/{themeID}/revisions`). */
export function useThemeRevisions(themeID: string) {
  const { data, error, mutate } = useSWR<Theme[], ApiError>(
    revisionsKey(themeID),
    async () => (await apiClient.get<Theme[]>(`${themePath(themeID)}/revisions`)).data,
  );
  return { revisions: data, error, mutate };
}

/** Saves new variables: the theme gets a new revision, which becomes its active one (content spec §4). */
export async function saveThemeVariables(themeID: string, variables: ThemeVariables): Promise<Theme> {
  const body = { assets: { variables } };
  return (await apiClient.patch<Theme>(themePath(themeID), { body })).data;
}

/** Makes an earlier revision the theme's active one again (content spec §4 "revision patch"). */
export async function restoreThemeRevision(themeID: string, revisionID: number): Promise<Theme> {
  return (await apiClient.patch<Theme>(themePath(themeID), { body: { revisionID } })).data;
}

/**
 * Starts previewing a theme revision (`PUT /themes/preview`): the viewer's pages use it until they
 * apply or cancel it, which then takes them to `redirect`.
 */
export async function startThemePreview(preview: {
  themeID: string;
  revisionID?: number;
  redirect: string;
}): Promise<void> {
  await apiClient.put("themes/preview", { body: preview });
}

/** A call's progress (shell spec §4 load status), with the error once it failed. */
export type LoadStatus = "pending" | "loading" | "success" | "error";

/** Runs one call at a time and says where it is: pending, loading, then success or error. */
export function useLoadStatus<A extends unknown[]>(call: (...args: A) => Promise<unknown>) {
  const [status, setStatus] = useState<LoadStatus>("pending");
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      setStatus("loading");
      try {
        await call(...args);
        setStatus("success");
        return true;
      } catch (error) {
        setStatus("error");
        throw error;
      }
    },
    [call],
  );
  return { status, run };
}

/** Deletes one of the site's own themes with its revisions (`DELETE /themes/{themeID}`, content spec §7). */
export async function deleteTheme(themeID: string): Promise<void> {
  await apiClient.delete(themePath(themeID));
}
