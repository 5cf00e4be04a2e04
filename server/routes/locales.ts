import type { FastifyInstance } from "fastify";
import type { Locale } from "../../schemas/entities/locale.schema";

/** The locales the site offers; English only until translations arrive. */
const locales: Locale[] = [
  {
    localeID: "en",
    localeKey: "en",
    regionalKey: "en",
    displayNames: { en: "English" },
    translationService: null,
  },
];

/** `GET /locales` and `GET /locales/{id}`. */
export async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.get("/locales", async () => locales);
  app.get<{ Params: { id: string } }>("/locales/:id", async (request, reply) => {
    const locale = locales.find((l) => l.localeKey === request.params.id || l.localeID === request.params.id);
    if (!locale) return reply.status(404).send({ message: "Locale not found.", status: 404 });
    return locale;
  });
}
