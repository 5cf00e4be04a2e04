import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import { t } from "../../../../runtime/i18n/t";
import { allTokens, themeCustomProperties, themeTokens } from "../../../../runtime/theme/css-variables";
import type { ThemeVariables } from "../../../../schemas/entities/theme-variables";
import * as styles from "./ThemeEditor.styles";

/**
 * Every custom property of a theme with these variables: Plaza's defaults with the variables over
 * them, as the server renders a page's theme (server/services/themes/themes-css.ts).
 */
export function themePreviewProperties(variables: ThemeVariables): Record<string, string> {
  return { ...themeCustomProperties(allTokens), ...themeCustomProperties(themeTokens(variables)) };
}

/**
 * Lays the properties over a page of this site on its root element's own style: they win over the
 * page's theme style element, and setting them through the CSSOM needs no nonce under the CSP.
 */
function applyToFrame(frame: HTMLIFrameElement | null, variables: ThemeVariables): void {
  const root = frame?.contentDocument?.documentElement;
  if (!root) return;
  for (const [property, value] of Object.entries(themePreviewProperties(variables))) {
    root.style.setProperty(property, value);
  }
  root.style.colorScheme = variables.preset === "dark" ? "dark" : "light";
}

/** The first discussion's address, for the second page to preview. */
function useSampleDiscussion() {
  const { data } = useSWR("dashboard:theme-preview-discussion", async () => {
    const { data: list } = await apiClient.get<{ name: string; url: string }[]>("discussions", {
      query: { limit: 1 },
    });
    return list[0];
  });
  return data;
}

/**
 * A live preview of the edited theme: a real page of the site (the home page, or a discussion) in a
 * frame, with the form's values laid over it as CSS custom properties at every change, before
 * anything is saved. The frame is of the same origin, so the editor sets the properties on the
 * page's root element directly; no script in the page takes part and nothing is stored.
 */
export function ThemePreviewFrame({ variables }: { variables: ThemeVariables }) {
  const discussion = useSampleDiscussion();
  const [path, setPath] = useState("/");
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(variables);
  useEffect(() => {
    latest.current = variables;
    applyToFrame(frame.current, variables);
  }, [variables]);
  const pages = [{ label: t("Home page"), path: "/" }];
  if (discussion)
    pages.push({ label: t("A discussion"), path: new URL(discussion.url, location.href).pathname });
  return (
    <div className={styles.preview}>
      <label className={styles.previewPage}>
        {t("Preview")}{" "}
        <select value={path} onChange={(event) => setPath(event.target.value)}>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.label}
            </option>
          ))}
        </select>
      </label>
      <iframe
        ref={frame}
        className={styles.frame}
        title={t("Preview of the theme")}
        src={path}
        onLoad={() => applyToFrame(frame.current, latest.current)}
      />
    </div>
  );
}
