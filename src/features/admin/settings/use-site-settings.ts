import useSWR from "swr";
import { useCallback, useState } from "react";
import { deepEquals } from "@rjsf/utils";
import { apiClient } from "../../../../runtime/api/api-client";
import { ApiError } from "../../../../runtime/api/api-error";
import type { SiteConfigKey } from "../../../../schemas/config/site-config";
import { fieldName, settingsKeys, type SettingsGroup } from "./settings-groups";

const SETTINGS_KEY = "admin-settings:config";

/** Values of a settings page's form: each config key under its {@link fieldName}. */
export type SettingsFormData = Record<string, unknown>;

async function loadSettings(): Promise<Record<string, unknown>> {
  const response = await apiClient.get<Record<string, unknown>>("config", {
    query: { select: settingsKeys.join(",") },
  });
  return response.data;
}

/** A page's form values taken from the site config. */
export function formDataOf(group: SettingsGroup, config: Record<string, unknown>): SettingsFormData {
  return Object.fromEntries(group.fields.map((f) => [fieldName(f.key), config[f.key]]));
}

/** The config keys a page's form changed, with their new values: what `PATCH /config` is sent. */
export function changedSettings(
  group: SettingsGroup,
  saved: SettingsFormData,
  edited: SettingsFormData,
): Partial<Record<SiteConfigKey, unknown>> {
  const changed: Partial<Record<SiteConfigKey, unknown>> = {};
  for (const { key } of group.fields) {
    const value = edited[fieldName(key)];
    if (value !== undefined && !deepEquals(value, saved[fieldName(key)])) changed[key] = value;
  }
  return changed;
}

/** The state of the settings pages: the config they edit, and saving a page's changes. */
export interface SiteSettings {
  config: Record<string, unknown> | undefined;
  loadError: ApiError | undefined;
  /** Sends a page's changed keys; resolves true when saved (or nothing changed). */
  save: (group: SettingsGroup, saved: SettingsFormData, edited: SettingsFormData) => Promise<boolean>;
  isSaving: boolean;
  /** The last save's failure, until the next save. */
  saveError: ApiError | null;
}

/**
 * The site config the settings pages edit (`GET /config?select=`, every key of every page, once)
 * and saving a page (`PATCH /config` with only the keys it changed; content spec §7, §8).
 */
export function useSiteSettings(): SiteSettings {
  const { data, error, mutate } = useSWR<Record<string, unknown>, ApiError>(SETTINGS_KEY, loadSettings);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const save = useCallback(
    async (group: SettingsGroup, saved: SettingsFormData, edited: SettingsFormData) => {
      const body = changedSettings(group, saved, edited);
      if (Object.keys(body).length === 0) return true;
      setIsSaving(true);
      setSaveError(null);
      try {
        await apiClient.patch("config", { body });
        await mutate((config) => ({ ...config, ...body }), { revalidate: false });
        return true;
      } catch (caught) {
        setSaveError(caught instanceof ApiError ? caught : new ApiError({ status: 0, cause: caught }));
        return false;
      } finally {
        setIsSaving(false);
      }
    },
    [mutate],
  );
  return { config: data, loadError: error, save, isSaving, saveError };
}
