import type { FastifyInstance } from "fastify";
import { addonDrawing, ICON_PREFIX, iconSvg, reactionDrawing } from "../../runtime/icons/line-icons";
import { HttpError } from "../http/errors";
import { LETTER_AVATAR_CSP } from "./users/avatars";

/** The stroke of an icon file opened on its own: a dark grey that reads on a light background. */
const ICON_COLOR = "#374151";

/** A URL code or addon key as icons are named: letters, digits, `-` and `_`. */
const ICON_NAME = /^[A-Za-z0-9_-]{1,50}$/;

/**
 * `GET /api/v2/icons/reactions/{urlcode}.svg` and `GET /api/v2/icons/addons/{key}.svg`: the line
 * icons of reaction types and addons (runtime/icons/line-icons.ts) as SVG files, for anyone. They are
 * the icons the page draws inline, at the addresses the API names (`photoUrl` of a reaction type,
 * `iconUrl` of an addon). A reaction type without a drawing of its own gets the dot the page shows
 * for it; an addon Plaza does not ship has no icon (404). No viewer is needed, so the routes sit
 * outside the API's viewer scope, like letter avatars.
 */
export async function iconRoutes(app: FastifyInstance): Promise<void> {
  // A wildcard, as letter avatars' address is: files, not API resources.
  app.get<{ Params: { "*": string } }>(`${ICON_PREFIX}*`, async (request, reply) => {
    const [set = "", file = "", ...rest] = request.params["*"].split("/");
    const name = file.endsWith(".svg") ? file.slice(0, -".svg".length) : "";
    if (rest.length > 0 || !ICON_NAME.test(name)) {
      throw new HttpError(404, `Icons are at ${ICON_PREFIX}{set}/{name}.svg.`);
    }
    const drawing =
      set === "reactions" ? reactionDrawing(name) : set === "addons" ? addonDrawing(name) : undefined;
    if (!drawing) throw new HttpError(404, `There is no icon ${set}/${name}.svg.`);
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=86400")
      .header("Content-Security-Policy", LETTER_AVATAR_CSP)
      .header("X-Content-Type-Options", "nosniff")
      .send(iconSvg(drawing, ICON_COLOR));
  });
}
