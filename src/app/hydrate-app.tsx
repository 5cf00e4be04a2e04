import * as React from "react";
import { startTransition } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createRoot, hydrateRoot } from "react-dom/client";
import { sessionStore } from "../../runtime/data/session-store";
import type { BootPayload } from "../../schemas/boot.schema";
import { CLIENT_ONLY_DIGEST } from "../../runtime/layout/rendered-widgets";
import { initialLayoutOf } from "./layout/initial-layout";
import { AppRoot } from "./AppRoot";
import { apiClient } from "../../runtime/api/api-client";
import { setTranslations, t } from "../../runtime/i18n/t";
import { navigate as browserNavigate } from "wouter/use-browser-location";
import { installFragmentHost } from "../../runtime/fragments/fragment-host";
import { Button } from "../ui/Button";
import { TextField } from "../ui/TextField";
import { Loader } from "../ui/Loader";
import { DateTime } from "../ui/DateTime";
import { UserPhoto } from "../ui/UserPhoto";
import { Tag } from "../ui/Tag";
import { trackAppHistory } from "../ui/app-history";
import { THEME_STYLE_ID } from "../../runtime/theme/theme-style-id";
import {
  layoutNodesInOrder,
  NodeValidationContext,
  nodeValidationFromBoot,
} from "../../runtime/layout/node-validation";
import { prefetchValidatorsWhenIdle } from "./layout/app-layout-runtime";

/**
 * Starts the app on the page (src/app/main.tsx decides when): the session from the boot payload, the
 * fragments' host, then React hydrates the server's markup, or renders a page the server could not.
 * Answers the router's navigate, for the shell's link handling.
 */
export function startApp(boot: BootPayload | null): (path: string) => void {
  // The interface strings of the site's language, before anything renders (English has none).
  if (boot?.translations) setTranslations(boot.translations);
  if (boot) {
    sessionStore.update((s) => {
      s.user = boot.user;
      s.permissions = { status: "success", record: boot.permissions };
      s.config = boot.config;
      s.locale = boot.locale;
      s.debug = boot.debug;
    });
    // What the server rendered with: hydration reads it, whatever arrives meanwhile.
    sessionStore.markServerState();
  }
  // The server writes the theme's style into every page it sends; the default theme's variables are
  // built here only for a page without it, so the theme's tokens stay out of a guest's first load.
  if (!document.getElementById(THEME_STYLE_ID)) {
    void import("../../runtime/theme/install-theme").then(({ installThemeVariables }) =>
      installThemeVariables(),
    );
  }
  // What custom fragments get from the host (fragments/README.md): they never bundle their own React.
  installFragmentHost({
    React,
    jsx: { jsx, jsxs, Fragment },
    // Small presentational pieces only: overlays stay out of the first load.
    ui: { Button, TextField, Loader, DateTime, UserPhoto, Tag },
    apiClient,
    t,
  });
  trackAppHistory();

  const root = document.getElementById("root");
  if (root) {
    // The server inlined the first page's layout: kept under the key the page will ask for.
    const initialLayout = boot ? initialLayoutOf(boot, window.location.pathname, window.location.search) : null;
    const hydrating = root.firstElementChild !== null;
    // The nodes the server validated hydrate without validators (runtime/layout/node-validation.ts).
    const validated = hydrating ? nodeValidationFromBoot(boot?.layout, boot?.nodeValidation) : null;
    const app = (
      <NodeValidationContext value={validated}>
        <AppRoot
          session={sessionStore}
          initialLayout={initialLayout}
          renderedAt={boot?.renderedAt ?? null}
          deviceClass={boot?.deviceClass}
        />
      </NodeValidationContext>
    );
    prefetchValidatorsWhenIdle(layoutNodesInOrder(boot?.layout).map((node) => node.$reactComponent));
    // A page the server rendered is hydrated; one it could not render starts empty.
    if (hydrating) {
      // As a transition: hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page, and a click on a part not yet hydrated goes first.
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError(error) {
            // A part only the browser renders (see rendered-widgets.ts) is expected, not a mismatch.
            const digest = (error as { digest?: unknown }).digest;
            const cause = (error as { cause?: { digest?: unknown } }).cause;
            if (digest === CLIENT_ONLY_DIGEST || cause?.digest === CLIENT_ONLY_DIGEST) return;
            console.error(error);
          },
        });
      });
    } else createRoot(root).render(app);
  }
  return (path) => browserNavigate(path);
}
