import { afterAll, beforeAll } from "vitest";
import type { sessionCache } from "./sign-in-once";
import { XHR } from "./sign-in-once";

/**
 * Test helper: the server is shared by every end-to-end file, so a file that changes site settings
 * reads `keys` as the admin before its tests and puts them back after them.
 */
export function keepSiteConfig(sessions: ReturnType<typeof sessionCache>, keys: string[]): void {
  let original: Record<string, unknown> = {};
  beforeAll(async () => {
    const api = await sessions.apiAs("admin");
    try {
      original = (await (await api.get(`/api/v2/config?select=${keys.join(",")}`)).json()) as Record<
        string,
        unknown
      >;
    } finally {
      await api.dispose();
    }
  });
  afterAll(async () => {
    if (Object.keys(original).length === 0) return;
    const api = await sessions.apiAs("admin");
    try {
      await api.patch("/api/v2/config", { headers: XHR, data: original });
    } finally {
      await api.dispose();
    }
  });
}
