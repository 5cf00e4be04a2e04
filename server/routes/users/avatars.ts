import type { FastifyInstance } from "fastify";
import { LETTER_AVATAR_PREFIX } from "../../../runtime/url/letter-avatar";
import { HttpError } from "../../http/errors";
import { LETTER_AVATAR_MAX_NAME, letterAvatarSvg } from "../../services/users/letter-avatar";

/** The policy of the SVG itself, opened on its own: it may draw with inline styles and nothing else. */
export const LETTER_AVATAR_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `GET /api/v2/avatars/{name}.svg`: a member's letter avatar (services/users/letter-avatar.ts), for
 * anyone, signed in or not. The picture depends on the name alone (never on whether such a member
 * exists), so it is cached for a year and never revalidated. It needs no viewer, so it is registered
 * outside the API's viewer scope; a GET needs no X-Requested-With header.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  // A wildcard, not a `:name` parameter: the router gives up on parameters past 100 characters,
  // and an encoded name is often longer than that.
  app.get<{ Params: { "*": string } }>(`${LETTER_AVATAR_PREFIX}*`, async (request, reply) => {
    const file = request.params["*"];
    if (!file.endsWith(".svg")) throw new HttpError(404, "Letter avatars are at /api/v2/avatars/{name}.svg.");
    const name = file.slice(0, -".svg".length);
    if (name.trim() === "") throw new HttpError(400, "The name is empty.");
    if (Array.from(name).length > LETTER_AVATAR_MAX_NAME) {
      throw new HttpError(400, `The name is longer than ${LETTER_AVATAR_MAX_NAME} characters.`);
    }
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Security-Policy", LETTER_AVATAR_CSP)
      .header("X-Content-Type-Options", "nosniff")
      .send(letterAvatarSvg(name));
  });
}
