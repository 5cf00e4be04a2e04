import type { Kysely, Selectable } from "kysely";
import type { Theme } from "../../../schemas/entities/theme.schema";
import type { ThemeVariables } from "../../../schemas/entities/theme-variables";
import type { ThemePatchBody, ThemePostBody } from "../../../schemas/api/themes.schema";
import type { SiteConfig } from "../../../schemas/config/site-config";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { absoluteUrl } from "../../http/absolute-urls";
import { DEFAULT_THEME_ID } from "./themes-builtin";
import { themePreviewColors } from "./themes-css";

/** A stored theme row. */
export type ThemeRow = Selectable<Database["themes"]>;
/** A stored revision row. */
export type ThemeRevisionRow = Selectable<Database["theme_revisions"]>;

/** Ids a theme may not take: they name routes beside `/themes/{themeID}`. */
const RESERVED_IDS = new Set(["current", "preview"]);

/** A revision's variables; a value that is not an object reads as none. */
export function variablesOf(revision: ThemeRevisionRow): ThemeVariables {
  try {
    const parsed: unknown = JSON.parse(revision.variables);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as ThemeVariables) : {};
  } catch {
    return {};
  }
}

/** The theme ids in use for the site: `ui.themeKey`, and `ui.mobileThemeKey` for phones. */
export function siteThemeIDs(config: SiteConfig): string[] {
  return [config["ui.themeKey"], config["ui.mobileThemeKey"]];
}

/**
 * The site-relative address of a theme's variables as a JSON file
 * (`GET /themes/{themeID}/assets/variables.json`): at its active revision without `revisionID`,
 * which anyone may read for the site's theme; another revision is named.
 */
export function variablesAssetUrl(theme: ThemeRow, revision: ThemeRevisionRow): string {
  const path = `/api/v2/themes/${encodeURIComponent(theme.themeID)}/assets/variables.json`;
  return revision.revisionID === theme.revisionID ? path : `${path}?revisionID=${revision.revisionID}`;
}

/**
 * The theme record at one revision (content spec §3); its asset's address is absolute, on `origin`
 * (the site's).
 */
export function presentTheme(
  theme: ThemeRow,
  revision: ThemeRevisionRow,
  config: SiteConfig,
  origin: string,
): Theme {
  const variables = variablesOf(revision);
  return {
    themeID: theme.themeID,
    name: theme.name,
    type: theme.isBuiltin ? "themeFile" : "themeDB",
    // The assets change with each revision, so the revision is their version.
    version: String(revision.revisionID),
    ...(theme.parentTheme === null ? {} : { parentTheme: theme.parentTheme }),
    revisionID: revision.revisionID,
    revisionName: revision.revisionName,
    active: revision.revisionID === theme.revisionID,
    current: theme.themeID === config["ui.themeKey"],
    assets: {
      variables: {
        type: "json",
        url: absoluteUrl(variablesAssetUrl(theme, revision), origin),
        "content-type": "application/json",
        data: variables,
      },
    },
    preview: themePreviewColors(variables),
    insertUserID: revision.insertUserID,
    dateInserted: toISO(revision.dateInserted) ?? "",
  };
}

/** One theme row, or undefined. */
export async function getThemeRow(db: Kysely<Database>, themeID: string): Promise<ThemeRow | undefined> {
  return db.selectFrom("themes").selectAll().where("themeID", "=", themeID).executeTakeFirst();
}

/** One revision of a theme, or undefined when the theme has no such revision. */
export async function getRevisionRow(
  db: Kysely<Database>,
  themeID: string,
  revisionID: number,
): Promise<ThemeRevisionRow | undefined> {
  return db
    .selectFrom("theme_revisions")
    .selectAll()
    .where("themeID", "=", themeID)
    .where("revisionID", "=", revisionID)
    .executeTakeFirst();
}

/** A theme at a revision (its active one by default); 404 when either is missing. */
export async function readTheme(
  db: Kysely<Database>,
  themeID: string,
  revisionID?: number,
): Promise<{ theme: ThemeRow; revision: ThemeRevisionRow }> {
  const theme = await getThemeRow(db, themeID);
  if (!theme) throw notFound("Theme");
  const revision = await getRevisionRow(db, themeID, revisionID ?? theme.revisionID);
  if (!revision) throw notFound("Theme revision");
  return { theme, revision };
}

/** Every theme at its active revision: the site's current one first, then by name. */
export async function listThemes(db: Kysely<Database>, config: SiteConfig, origin: string): Promise<Theme[]> {
  const themes = await db.selectFrom("themes").selectAll().orderBy("name").execute();
  if (themes.length === 0) return [];
  const revisions = await db
    .selectFrom("theme_revisions")
    .selectAll()
    .where(
      "revisionID",
      "in",
      themes.map((theme) => theme.revisionID),
    )
    .execute();
  const byID = new Map(revisions.map((revision) => [revision.revisionID, revision]));
  return themes
    .flatMap((theme) => {
      const revision = byID.get(theme.revisionID);
      return revision ? [presentTheme(theme, revision, config, origin)] : [];
    })
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** A theme's revisions, newest first. */
export async function listRevisions(
  db: Kysely<Database>,
  theme: ThemeRow,
  config: SiteConfig,
  origin: string,
): Promise<Theme[]> {
  const revisions = await db
    .selectFrom("theme_revisions")
    .selectAll()
    .where("themeID", "=", theme.themeID)
    .orderBy("revisionID", "desc")
    .execute();
  return revisions.map((revision) => presentTheme(theme, revision, config, origin));
}

/** A free theme id made from a name: "Ocean Night" → ocean-night (then ocean-night-2, …). */
async function freeThemeID(db: Kysely<Database>, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "theme";
  const taken = new Set(
    (await db.selectFrom("themes").select("themeID").where("themeID", "like", `${base}%`).execute()).map(
      (row) => row.themeID,
    ),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED_IDS.has(candidate)) return candidate;
  }
}

/** Adds a revision and makes it the theme's active one. */
async function addRevision(
  db: Kysely<Database>,
  themeID: string,
  variables: ThemeVariables,
  revisionName: string,
  userID: number,
): Promise<void> {
  const now = nowISO();
  const { revisionID } = await db
    .insertInto("theme_revisions")
    .values({
      themeID,
      revisionName,
      variables: JSON.stringify(variables),
      insertUserID: userID,
      dateInserted: now,
    })
    .returning("revisionID")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("themes")
    .set({ revisionID, dateUpdated: now })
    .where("themeID", "=", themeID)
    .execute();
}

/** `POST /themes`: a theme of the site's own, its variables copied from its parent unless given. */
export async function createTheme(
  db: Kysely<Database>,
  body: ThemePostBody,
  userID: number,
): Promise<string> {
  const parentID = body.parentTheme ?? DEFAULT_THEME_ID;
  return db.transaction().execute(async (trx) => {
    let variables = body.assets?.variables;
    if (!variables) {
      const parent = await getThemeRow(trx, parentID);
      if (!parent) {
        throw badRequest(`There is no theme ${parentID} to start from.`, [
          { field: "parentTheme", code: "unknown", message: "parentTheme must be an existing theme." },
        ]);
      }
      const revision = await getRevisionRow(trx, parent.themeID, parent.revisionID);
      variables = revision ? variablesOf(revision) : {};
    }
    const themeID = await freeThemeID(trx, body.name);
    await trx
      .insertInto("themes")
      .values({
        themeID,
        name: body.name,
        parentTheme: parentID,
        isBuiltin: 0,
        revisionID: 0,
        insertUserID: userID,
        dateInserted: nowISO(),
        dateUpdated: null,
      })
      .execute();
    await addRevision(trx, themeID, variables, body.revisionName ?? "", userID);
    return themeID;
  });
}

/**
 * `PATCH /themes/{themeID}`: new variables make a new revision that becomes active; `revisionID`
 * alone makes that earlier revision active again (content spec §4); `name` renames the theme.
 */
export async function patchTheme(
  db: Kysely<Database>,
  theme: ThemeRow,
  body: ThemePatchBody,
  userID: number,
): Promise<void> {
  if (body.revisionID !== undefined && body.assets) {
    throw badRequest("Send either revisionID (to restore a revision) or assets (to make one), not both.", [
      { field: "revisionID", code: "conflict", message: "revisionID cannot go with assets." },
    ]);
  }
  if (body.revisionName !== undefined && !body.assets) {
    throw badRequest("revisionName names a new revision: send it with assets.", [
      { field: "revisionName", code: "needsAssets", message: "revisionName needs assets." },
    ]);
  }
  await db.transaction().execute(async (trx) => {
    if (body.name !== undefined) {
      await trx
        .updateTable("themes")
        .set({ name: body.name, dateUpdated: nowISO() })
        .where("themeID", "=", theme.themeID)
        .execute();
    }
    if (body.assets) {
      await addRevision(trx, theme.themeID, body.assets.variables, body.revisionName ?? "", userID);
    }
    if (body.revisionID !== undefined) await activateRevision(trx, theme.themeID, body.revisionID);
  });
}

/** Makes a revision the theme's active one; 400 when the theme has no such revision. */
export async function activateRevision(
  db: Kysely<Database>,
  themeID: string,
  revisionID: number,
): Promise<void> {
  if (!(await getRevisionRow(db, themeID, revisionID))) {
    throw badRequest(`Revision ${revisionID} is not a revision of theme ${themeID}.`, [
      { field: "revisionID", code: "unknown", message: "revisionID must be a revision of this theme." },
    ]);
  }
  await db
    .updateTable("themes")
    .set({ revisionID, dateUpdated: nowISO() })
    .where("themeID", "=", themeID)
    .execute();
}

/** `DELETE /themes/{themeID}`: refused for Plaza's built-in themes and for the site's theme. */
export async function deleteTheme(db: Kysely<Database>, theme: ThemeRow, config: SiteConfig): Promise<void> {
  if (theme.isBuiltin) {
    throw new HttpError(409, `${theme.name} is one of Plaza's built-in themes and cannot be deleted.`);
  }
  if (siteThemeIDs(config).includes(theme.themeID)) {
    throw new HttpError(
      409,
      `${theme.name} is the site's current theme and cannot be deleted. Apply another theme first.`,
    );
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("theme_previews").where("themeID", "=", theme.themeID).execute();
    await trx.deleteFrom("theme_revisions").where("themeID", "=", theme.themeID).execute();
    await trx.deleteFrom("themes").where("themeID", "=", theme.themeID).execute();
  });
}
