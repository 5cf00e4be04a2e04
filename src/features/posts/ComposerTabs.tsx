import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { t } from "../../../runtime/i18n/t";
import { Loader } from "../../ui/Loader";
import * as styles from "./composer.styles";

// The preview's request and rendering load on the first press of Preview, never for guests.
const PostPreview = lazy(() => import("./PostPreview"));

/** A body as the API takes it, or null while there is nothing to show. */
export type ComposerBody = { body: string; format: string } | null;

/** Props of {@link ComposerTabs}. */
export interface ComposerTabsProps {
  /** The body now, read when Preview is chosen. */
  bodyOf(): ComposerBody;
  /** The write area: the editor stays mounted (and keeps its text) while the preview shows. */
  children: ReactNode;
}

type Mode = "write" | "preview";

/**
 * Write / Preview tabs over a composer: Preview shows the body rendered and sanitised by the
 * server exactly as it will show once posted (`POST /posts/preview`). The tabs follow the WAI-ARIA
 * tabs pattern: ArrowLeft / ArrowRight (Home / End) move between them.
 */
export function ComposerTabs({ bodyOf, children }: ComposerTabsProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("write");
  const [shown, setShown] = useState<ComposerBody>(null);
  const tabID = (tab: Mode) => `${id}-${tab}-tab`;
  const panelID = (tab: Mode) => `${id}-${tab}-panel`;

  function choose(next: Mode) {
    if (next === "preview") setShown(bodyOf());
    setMode(next);
    document.getElementById(tabID(next))?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    const next: Mode | undefined = {
      ArrowLeft: mode === "write" ? "preview" : "write",
      ArrowRight: mode === "write" ? "preview" : "write",
      Home: "write",
      End: "preview",
    }[event.key] as Mode | undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
  }

  const tabs: { mode: Mode; name: string }[] = [
    { mode: "write", name: t("Write") },
    { mode: "preview", name: t("Preview") },
  ];
  return (
    <div>
      <div
        role="tablist"
        aria-label={t("Write or preview")}
        className={styles.tabList}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={tabID(tab.mode)}
            aria-selected={mode === tab.mode}
            aria-controls={panelID(tab.mode)}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.mode)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelID("write")} aria-labelledby={tabID("write")} hidden={mode !== "write"}>
        {children}
      </div>
      <div
        role="tabpanel"
        id={panelID("preview")}
        aria-labelledby={tabID("preview")}
        hidden={mode !== "preview"}
        tabIndex={0}
        className={styles.previewPanel}
      >
        {mode === "preview" && (
          <Suspense fallback={<Loader size="small" />}>
            <PostPreview body={shown} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
