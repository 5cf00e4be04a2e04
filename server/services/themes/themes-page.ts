import type { Kysely } from "kysely";
import type { ThemePreview } from "../../../schemas/entities/theme.schema";
import type { SiteConfig } from "../../../schemas/config/site-config";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { nowISO } from "../../db/columns";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { themeCss } from "../../../runtime/theme/css-variables";
import { writeSiteConfig } from "../config";
import { DEFAULT_THEME_ID } from "./themes-builtin";
import { themeVariablesCss } from "./themes-css";
import { activateRevision, getRevisionRow, variablesOf } from "./themes";

/** The permission to change and preview themes. */
export const THEMES_PERMISSION = "site.manage";

/** Where the dashboard's themes section lives: a preview returns there unless told otherwise. */
export const DEFAULT_PREVIEW_REDIRECT = "/dashboard/themes";

/** What a page carries of its theme: the CSS, and the preview when the viewer is previewing one. */
export interface PageTheme {
  css: string;
  preview?: ThemePreview;
}

/**
 * CSS by database and revision: a revision never changes, so its CSS is made once (a bounded number
 * kept).
 */
const cssByRevisions = new WeakMap<Kysely<Database>, Map<number, string>>();
const KEPT_REVISIONS = 200;

async function revisionCss(
  db: Kysely<Database>,
  themeID: string,
  revisionID: number,
): Promise<string | null> {
  let cssByRevision = cssByRevisions.get(db);
  if (!cssByRevision) cssByRevisions.set(db, (cssByRevision = new Map()));
  const kept = cssByRevision.get(revisionID);
  if (kept !== undefined) return kept;
  const revision = await getRevisionRow(db, themeID, revisionID);
  if (!revision) return null;
  const css = themeVariablesCss(variablesOf(revision));
  if (cssByRevision.size >= KEPT_REVISIONS) cssByRevision.clear();
  cssByRevision.set(revisionID, css);
  return css;
}

/** The theme the viewer previews, when they may manage themes and are previewing one. */
async function previewOf(db: Kysely<Database>, viewer: Viewer) {
  if (viewer.userID === 0 || !hasPermission(viewer.checker, THEMES_PERMISSION)) return undefined;
  return db
    .selectFrom("theme_previews")
    .innerJoin("themes", "themes.themeID", "theme_previews.themeID")
    .select(["theme_previews.themeID", "theme_previews.revisionID", "theme_previews.redirect", "themes.name"])
    .where("theme_previews.userID", "=", viewer.userID)
    .executeTakeFirst();
}

/**
 * The theme a page is rendered with: the viewer's preview, else the site's theme (`ui.mobileThemeKey`
 * for phones, `ui.themeKey` otherwise; keystone when the key names no theme), else Plaza's defaults.
 */
export async function pageTheme(
  db: Kysely<Database>,
  config: SiteConfig,
  viewer: Viewer,
  deviceClass: "mobile" | "desktop",
): Promise<PageTheme> {
  const preview = await previewOf(db, viewer);
  if (preview) {
    const css = await revisionCss(db, preview.themeID, preview.revisionID);
    if (css !== null) return { css, preview };
  }
  const wanted = config[deviceClass === "mobile" ? "ui.mobileThemeKey" : "ui.themeKey"];
  const themes = await db
    .selectFrom("themes")
    .select(["themeID", "revisionID"])
    .where("themeID", "in", [wanted, DEFAULT_THEME_ID])
    .execute();
  const theme = themes.find((row) => row.themeID === wanted) ?? themes[0];
  const css = theme ? await revisionCss(db, theme.themeID, theme.revisionID) : null;
  return { css: css ?? themeCss() };
}

/** `PUT /themes/preview`: the viewer sees this theme revision on every page until it is cleared. */
export async function setThemePreview(
  db: Kysely<Database>,
  userID: number,
  preview: { themeID: string; revisionID: number; redirect: string },
): Promise<void> {
  const values = { ...preview, dateInserted: nowISO() };
  await db
    .insertInto("theme_previews")
    .values({ userID, ...values })
    .onConflict((oc) => oc.column("userID").doUpdateSet(values))
    .execute();
}

/** Ends the viewer's preview. */
export async function clearThemePreview(db: Kysely<Database>, userID: number): Promise<void> {
  await db.deleteFrom("theme_previews").where("userID", "=", userID).execute();
}

/**
 * `PUT /themes/current`: the site's theme, optionally at one of its revisions. Sets the site and
 * mobile theme keys (content spec §4) and ends the applying viewer's preview.
 */
export async function applyTheme(
  db: Kysely<Database>,
  themeID: string,
  revisionID: number | undefined,
  userID: number,
): Promise<void> {
  if (revisionID !== undefined) await activateRevision(db, themeID, revisionID);
  await writeSiteConfig(db, { "ui.themeKey": themeID, "ui.mobileThemeKey": themeID });
  await clearThemePreview(db, userID);
}

/** Config as it will read once a theme is applied, for answering the write. */
export function withSiteTheme(config: SiteConfig, themeID: string): SiteConfig {
  return { ...config, "ui.themeKey": themeID, "ui.mobileThemeKey": themeID };
}
