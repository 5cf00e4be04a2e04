import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { ServedFormSchema } from "../../../../runtime/forms";
import type { Locale } from "../../../../schemas/entities/locale.schema";
import type { TranslationService } from "../../../../schemas/entities/translation-service.schema";

/** A translation service as listed: its credentials schema names its compiled validator module. */
export type ListedTranslationService = Omit<TranslationService, "configSchema"> & {
  configSchema: ServedFormSchema;
};

/** A service's credentials as its generated form gives them. */
export type Credentials = Record<string, unknown>;

const LOCALES_KEY = "dashboard:locales";
const SERVICES_KEY = "dashboard:translation-services";

/** The locales (`GET /locales`) and setting one's machine translation service (`PATCH /locales/{id}`). */
export function useLocales() {
  const { data, error, mutate } = useSWR<Locale[], ApiError>(
    LOCALES_KEY,
    async () => (await apiClient.get<Locale[]>("locales")).data,
  );
  async function setTranslationService(locale: Locale, translationService: string | null): Promise<void> {
    const path = `locales/${encodeURIComponent(locale.localeKey)}`;
    const saved = (await apiClient.patch<Locale>(path, { body: { translationService } })).data;
    await mutate((current) => current?.map((l) => (l.localeKey === saved.localeKey ? saved : l)), {
      revalidate: false,
    });
  }
  return { locales: data, error, setTranslationService };
}

/**
 * The machine translation services (`GET /translation-services`) and storing one's credentials
 * (`PUT /translation-services/{type}`, which answers the service, never its credentials).
 */
export function useTranslationServices() {
  const { data, error, mutate } = useSWR<ListedTranslationService[], ApiError>(
    SERVICES_KEY,
    async () => (await apiClient.get<ListedTranslationService[]>("translation-services")).data,
  );
  async function storeCredentials(type: string, credentials: Credentials): Promise<void> {
    const path = `translation-services/${encodeURIComponent(type)}`;
    const saved = (await apiClient.put<ListedTranslationService>(path, { body: credentials })).data;
    await mutate((current) => current?.map((s) => (s.type === saved.type ? saved : s)), {
      revalidate: false,
    });
  }
  return { services: data, error, storeCredentials };
}
