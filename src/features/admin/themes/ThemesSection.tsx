import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { Tag } from "../../../ui/Tag";
import { useToast } from "../../../ui/toasts/use-toast";
import {
  dashboardSectionUrl,
  isThemeID,
  themeIDOfRevisionsPage,
  themeRevisionsUrl,
  THEMES_SECTION_ID,
} from "../dashboard-address";
import type { DashboardSectionProps } from "../sections";
import { DeleteThemeDialog } from "./DeleteThemeDialog";
import { startThemePreview } from "./theme-api";
import { useApplyTheme, useThemes } from "./use-themes";
import * as styles from "./ThemesSection.styles";

/** A theme's look in miniature, from its preview colours (decorative: the name says which theme). */
function ThemeThumbnail({ preview }: { preview: Theme["preview"] }) {
  return (
    <div className={styles.thumbnail} aria-hidden="true">
      <div style={{ background: preview.titleBarBg ?? undefined }} />
      <div className={styles.thumbnailPage} style={{ background: preview.globalBg ?? undefined }}>
        <span style={{ background: preview.globalFg ?? undefined }} />
      </div>
    </div>
  );
}

// The editor and the revisions page are chunks of their own: the list does not load the form engine.
const ThemeEditor = lazy(() => import("./ThemeEditor"));
const ThemeRevisions = lazy(() => import("./ThemeRevisions"));

/** Shows the theme on the whole site to this administrator alone, then opens the site (full load). */
function usePreviewTheme(openSite: (path: string) => void) {
  const toast = useToast();
  const [previewingID, setPreviewingID] = useState<string | null>(null);
  async function preview(theme: Theme) {
    setPreviewingID(theme.themeID);
    try {
      await startThemePreview({ themeID: theme.themeID, redirect: dashboardSectionUrl(THEMES_SECTION_ID) });
      openSite("/");
    } catch (error) {
      toast.error(error);
      setPreviewingID(null);
    }
  }
  return { preview, previewingID };
}

function ThemeCard({
  theme,
  isApplying,
  isBusy,
  isPreviewing,
  onApply,
  onPreview,
  onDelete,
}: {
  theme: Theme;
  isApplying: boolean;
  isBusy: boolean;
  isPreviewing: boolean;
  onApply: () => void;
  onPreview: () => void;
  /** Only for a theme of the site's own that is not applied: the server refuses the others. */
  onDelete?: () => void;
}) {
  return (
    <li className={styles.card}>
      <ThemeThumbnail preview={theme.preview} />
      <h3>{theme.name}</h3>
      <div className={styles.facts}>
        {theme.current && <Tag preset="success">{t("Current")}</Tag>}
        {theme.type === "themeFile" && <Tag preset="greyscale">{t("Built-in")}</Tag>}
        {theme.preview.preset === "dark" && <Tag preset="greyscale">{t("Dark")}</Tag>}
      </div>
      <div className={styles.actions}>
        <Button
          buttonType={theme.current ? "dashboardStandard" : "dashboardPrimary"}
          aria-label={t("Apply {name}", { name: theme.name })}
          disabled={theme.current || (isBusy && !isApplying)}
          isLoading={isApplying}
          onClick={onApply}
        >
          {t("Apply")}
        </Button>
        <Button
          buttonType="dashboardStandard"
          aria-label={t("Preview {name}", { name: theme.name })}
          isLoading={isPreviewing}
          onClick={onPreview}
        >
          {t("Preview")}
        </Button>
      </div>
      <div className={styles.links}>
        <Link
          href={dashboardSectionUrl(THEMES_SECTION_ID, theme.themeID)}
          aria-label={t("Edit {name}", { name: theme.name })}
        >
          {t("Edit")}
        </Link>
        <Link
          href={themeRevisionsUrl(theme.themeID)}
          aria-label={t("Revisions of {name}", { name: theme.name })}
        >
          {t("Revisions")}
        </Link>
        {onDelete && (
          <Button
            buttonType="dashboardSecondary"
            aria-label={t("Delete {name}", { name: theme.name })}
            onClick={onDelete}
          >
            {t("Delete")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** A theme of the site's own (not built in) that is not the applied one may be deleted. */
const isDeletable = (theme: Theme) => theme.type !== "themeFile" && !theme.current;

/** Props of {@link ThemesSection}: the dashboard's, and how the site is opened for a preview. */
export interface ThemesSectionProps extends DashboardSectionProps {
  openSite?: (path: string) => void;
}

const openInWindow = (path: string) => window.location.assign(path);

/**
 * The dashboard's themes section (content spec §6 administration, §7 themes). Its pages: the list
 * (no page), a theme's editor (`/dashboard/themes/{themeID}`) and a theme's revisions
 * (`/appearance/style-guides/{themeID}/revisions`, page `revisions:{themeID}`).
 */
export default function ThemesSection({ page, openSite = openInWindow }: ThemesSectionProps) {
  const revisionsOf = themeIDOfRevisionsPage(page);
  if (revisionsOf !== null) {
    return (
      <Suspense fallback={<Loader />}>
        <ThemeRevisions themeID={revisionsOf} />
      </Suspense>
    );
  }
  if (isThemeID(page)) {
    return (
      <Suspense fallback={<Loader />}>
        <ThemeEditor key={page} themeID={page} openSite={openSite} />
      </Suspense>
    );
  }
  return <ThemeList openSite={openSite} />;
}

/**
 * Every theme with a thumbnail of its colours, the current one marked; Apply makes it every
 * visitor's theme from their next page on (the server renders it into the page), Preview shows it
 * to this administrator alone, and each links to its editor and revisions; the site's own themes
 * but the applied one may be deleted after a confirmation.
 */
function ThemeList({ openSite }: { openSite: (path: string) => void }) {
  const { themes, error, refresh } = useThemes();
  const { apply, applyingID } = useApplyTheme(refresh);
  const { preview, previewingID } = usePreviewTheme(openSite);
  const [deleting, setDeleting] = useState<Theme | null>(null);
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!themes) return <Loader />;
  return (
    <>
      <p className={styles.intro}>
        {t("The applied theme sets the colours every visitor sees, from their next page on.")}
      </p>
      <ul className={styles.list} aria-label={t("Themes")}>
        {themes.map((theme) => (
          <ThemeCard
            key={theme.themeID}
            theme={theme}
            isApplying={applyingID === theme.themeID}
            isBusy={applyingID !== null}
            isPreviewing={previewingID === theme.themeID}
            onApply={() => void apply(theme)}
            onPreview={() => void preview(theme)}
            {...(isDeletable(theme) ? { onDelete: () => setDeleting(theme) } : {})}
          />
        ))}
      </ul>
      {deleting && (
        <DeleteThemeDialog theme={deleting} onDeleted={refresh} onClose={() => setDeleting(null)} />
      )}
    </>
  );
}
