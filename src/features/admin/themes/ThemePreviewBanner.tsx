import { useState } from "react";
import { apiClient } from "../../../../runtime/api/api-client";
import { t } from "../../../../runtime/i18n/t";
import { safeTarget } from "../../../../runtime/url/target";
import type { ThemePreview } from "../../../../schemas/entities/theme.schema";
import { Button } from "../../../ui/Button";
import { useToast } from "../../../ui/toasts/use-toast";
import type { LoadStatus } from "./theme-api";
import * as styles from "./ThemePreviewBanner.styles";

/** Props of {@link ThemePreviewBanner}. */
export interface ThemePreviewBannerProps {
  preview: ThemePreview;
  /** Goes to the preview's redirect once applied or cancelled (a full page load by default). */
  navigate?: (path: string) => void;
}

type Action = "apply" | "cancel";

/**
 * The banner an administrator previewing a theme sees on every page (shell spec §6): Apply makes the
 * previewed revision the site's theme, Cancel ends the preview. Each goes loading, then success, then
 * to the preview's redirect (shell spec §4); a failure shows in a toast and the banner stays.
 */
export default function ThemePreviewBanner({
  preview,
  navigate = (path) => window.location.assign(path),
}: ThemePreviewBannerProps) {
  const toast = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const [status, setStatus] = useState<LoadStatus>("pending");

  async function run(which: Action) {
    setAction(which);
    setStatus("loading");
    try {
      if (which === "apply") {
        await apiClient.put("themes/current", {
          body: { themeID: preview.themeID, revisionID: preview.revisionID },
        });
      } else {
        await apiClient.put("themes/preview", { body: { themeID: null } });
      }
      setStatus("success");
      // A path of this site only, also for a preview stored before the server checked its redirect.
      navigate(safeTarget(preview.redirect));
    } catch (error) {
      setStatus("error");
      setAction(null);
      toast.error(error);
    }
  }

  const busy = status === "loading" || status === "success";
  return (
    <div role="region" aria-label={t("Theme preview")} className={styles.banner}>
      <p className={styles.text}>
        {status === "success"
          ? action === "apply"
            ? t("{name} is now the site's theme.", { name: preview.name })
            : t("The preview has ended.")
          : t("You are previewing the {name} theme. Only you can see it.", { name: preview.name })}
      </p>
      <div className={styles.actions}>
        <Button
          buttonType="primary"
          isLoading={busy && action === "apply"}
          disabled={busy}
          onClick={() => void run("apply")}
        >
          {t("Apply")}
        </Button>
        <Button
          buttonType="standard"
          isLoading={busy && action === "cancel"}
          disabled={busy}
          onClick={() => void run("cancel")}
        >
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}
