import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { t } from "../../../runtime/i18n/t";
import { Loader } from "../../ui/Loader";
import { TabList } from "../../ui/TabList";
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
  }

  const tabs: { value: Mode; name: string }[] = [
    { value: "write", name: t("Write") },
    { value: "preview", name: t("Preview") },
  ];
  return (
    <div>
      <TabList
        label={t("Write or preview")}
        tabs={tabs}
        selected={mode}
        onSelect={choose}
        tabID={tabID}
        panelID={panelID}
      />
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
