import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  themeCurrentBodySchema,
  themeParamsSchema,
  themePatchBodySchema,
  themePostBodySchema,
  themePreviewBodySchema,
  themeQuerySchema,
  type ThemeCurrentBody,
  type ThemePatchBody,
  type ThemePostBody,
  type ThemePreviewBody,
} from "../../../schemas/api/themes.schema";
import { themeListSchema, themeSchema, type Theme } from "../../../schemas/entities/theme.schema";
import { themeVariablesSchema } from "../../../schemas/entities/theme-variables";
import type { SiteConfig } from "../../../schemas/config/site-config";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { sameOriginPath } from "../../../runtime/url/target";
import { badRequest } from "../../http/errors";
import { readSiteConfig } from "../../services/config";
import { NO_BODY } from "../api/answers";
import {
  createTheme,
  deleteTheme,
  getThemeRow,
  listRevisions,
  listThemes,
  patchTheme,
  presentTheme,
  readTheme,
  siteThemeIDs,
  variablesOf,
} from "../../services/themes/themes";
import {
  applyTheme,
  clearThemePreview,
  DEFAULT_PREVIEW_REDIRECT,
  setThemePreview,
  THEMES_PERMISSION,
  withSiteTheme,
} from "../../services/themes/themes-page";
import { DEFAULT_THEME_ID } from "../../services/themes/themes-builtin";
import { requestOrigin } from "./layouts";

type Params = { themeID: string };

/**
 * Themes (content spec §3, §4, §7). Anyone may read the site's current theme (pages are rendered with
 * it anyway); listing themes, reading another theme or an older revision, and every write need
 * site.manage. `PUT /themes/current` applies a theme for everyone; `PUT /themes/preview` shows one to
 * the viewer alone until cleared (pages carry it in the boot payload's `themePreview`).
 */
export async function themeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /** The site's origin, which the assets' absolute addresses start with. */
  const originOf = (request: FastifyRequest) => ctx.publicUrl ?? requestOrigin(request);

  /** A theme at a revision, answered with the config as it reads now. */
  async function answer(request: FastifyRequest, themeID: string, revisionID?: number): Promise<Theme> {
    const config = await readSiteConfig(db);
    const { theme, revision } = await readTheme(db, themeID, revisionID);
    return presentTheme(theme, revision, config, originOf(request));
  }

  /** The site's current theme (keystone when `ui.themeKey` names none). */
  async function siteTheme(request: FastifyRequest, config: SiteConfig): Promise<Theme> {
    const key = config["ui.themeKey"];
    const { theme, revision } = await readTheme(db, (await getThemeRow(db, key)) ? key : DEFAULT_THEME_ID);
    return presentTheme(theme, revision, config, originOf(request));
  }

  app.get("/themes", { schema: { response: { 200: themeListSchema } } }, async (request) => {
    authorize(request.viewer, THEMES_PERMISSION);
    return listThemes(db, await readSiteConfig(db), originOf(request));
  });

  app.post<{ Body: ThemePostBody }>(
    "/themes",
    { schema: { body: themePostBodySchema, response: { 201: themeSchema } } },
    async (request, reply) => {
      authorize(request.viewer, THEMES_PERMISSION);
      const themeID = await createTheme(db, request.body, request.viewer.userID);
      return reply.status(201).send(await answer(request, themeID));
    },
  );

  app.get("/themes/current", { schema: { response: { 200: themeSchema } } }, async (request) =>
    siteTheme(request, await readSiteConfig(db)),
  );

  app.put<{ Body: ThemeCurrentBody }>(
    "/themes/current",
    { schema: { body: themeCurrentBodySchema, response: { 200: themeSchema } } },
    async (request) => {
      authorize(request.viewer, THEMES_PERMISSION);
      const { themeID, revisionID } = request.body;
      await readTheme(db, themeID);
      await applyTheme(db, themeID, revisionID, request.viewer.userID);
      const { theme, revision } = await readTheme(db, themeID);
      const config = withSiteTheme(await readSiteConfig(db), themeID);
      return presentTheme(theme, revision, config, originOf(request));
    },
  );

  app.put<{ Body: ThemePreviewBody }>(
    "/themes/preview",
    { schema: { body: themePreviewBodySchema, response: { 200: themeSchema } } },
    async (request) => {
      authorize(request.viewer, THEMES_PERMISSION);
      const { themeID, revisionID } = request.body;
      const redirect = previewRedirect(request.body.redirect);
      const config = await readSiteConfig(db);
      if (!themeID) {
        // Cancelling the preview: the viewer's pages use the site's theme again.
        await clearThemePreview(db, request.viewer.userID);
        return siteTheme(request, config);
      }
      const { theme, revision } = await readTheme(db, themeID, revisionID);
      await setThemePreview(db, request.viewer.userID, {
        themeID,
        revisionID: revision.revisionID,
        redirect,
      });
      return presentTheme(theme, revision, config, originOf(request));
    },
  );

  /** Site managers read every theme; others only the site's current theme at its active revision. */
  async function authorizeRead(request: FastifyRequest, themeID: string, revisionID?: number) {
    if (hasPermission(request.viewer.checker, THEMES_PERMISSION)) return;
    const config = await readSiteConfig(db);
    if (!siteThemeIDs(config).includes(themeID) || revisionID !== undefined) {
      authorize(request.viewer, THEMES_PERMISSION);
    }
  }

  app.get<{ Params: Params; Querystring: { revisionID?: number } }>(
    "/themes/:themeID",
    { schema: { params: themeParamsSchema, querystring: themeQuerySchema, response: { 200: themeSchema } } },
    async (request) => {
      const { themeID } = request.params;
      const { revisionID } = request.query;
      await authorizeRead(request, themeID, revisionID);
      return answer(request, themeID, revisionID);
    },
  );

  // The variables asset as a JSON file (themes.yml), where a theme's `assets.variables.url` points.
  app.get<{ Params: Params; Querystring: { revisionID?: number } }>(
    "/themes/:themeID/assets/variables.json",
    {
      schema: {
        params: themeParamsSchema,
        querystring: themeQuerySchema,
        response: { 200: themeVariablesSchema },
      },
    },
    async (request) => {
      const { themeID } = request.params;
      const { revisionID } = request.query;
      await authorizeRead(request, themeID, revisionID);
      return variablesOf((await readTheme(db, themeID, revisionID)).revision);
    },
  );

  app.get<{ Params: Params }>(
    "/themes/:themeID/revisions",
    { schema: { params: themeParamsSchema, response: { 200: themeListSchema } } },
    async (request) => {
      authorize(request.viewer, THEMES_PERMISSION);
      const config = await readSiteConfig(db);
      const { theme } = await readTheme(db, request.params.themeID);
      return listRevisions(db, theme, config, originOf(request));
    },
  );

  app.patch<{ Params: Params; Body: ThemePatchBody }>(
    "/themes/:themeID",
    { schema: { params: themeParamsSchema, body: themePatchBodySchema, response: { 200: themeSchema } } },
    async (request) => {
      authorize(request.viewer, THEMES_PERMISSION);
      const { theme } = await readTheme(db, request.params.themeID);
      await patchTheme(db, theme, request.body, request.viewer.userID);
      return answer(request, theme.themeID);
    },
  );

  app.delete<{ Params: Params }>(
    "/themes/:themeID",
    { schema: { params: themeParamsSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, THEMES_PERMISSION);
      const { theme } = await readTheme(db, request.params.themeID);
      await deleteTheme(db, theme, await readSiteConfig(db));
      return reply.status(204).send();
    },
  );
}

/**
 * Where the preview banner goes after Apply or Cancel, as the browser would load it: a path of this
 * site, refused (400) when the browser would resolve it to another one (`/.//host`, `/%2e//host`).
 */
function previewRedirect(redirect: string | undefined): string {
  if (redirect === undefined) return DEFAULT_PREVIEW_REDIRECT;
  const path = sameOriginPath(redirect);
  if (path === null) {
    throw badRequest("The redirect must be a path of this site.", [
      { field: "redirect", code: "sameOrigin", message: "Redirect must be a path of this site." },
    ]);
  }
  return path;
}
