import type { Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import {
  ANONYMIZE_DEFAULT,
  anonymizeCookieName,
  toAnonymizeValue,
  type AnonymizeValue,
} from "../../../schemas/api/privacy.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { readSiteConfig } from "../config";

/**
 * The site's default for visitors who chose -1: Plaza does not anonymise unless asked (Vanilla's
 * default), so a member's page views stay theirs. Members and guests who want otherwise choose 1.
 */
export const SITE_DEFAULT_ANONYMIZES = false;

/** A member's stored choice; -1 when they never chose. */
export async function loadPrivacyChoice(db: Kysely<Database>, userID: number): Promise<AnonymizeValue> {
  const row = await db
    .selectFrom("privacy_choices")
    .select("anonymizeData")
    .where("userID", "=", userID)
    .executeTakeFirst();
  return row ? toAnonymizeValue(row.anonymizeData) : ANONYMIZE_DEFAULT;
}

/** Stores a member's choice (one row per member, replaced on each save). */
export async function savePrivacyChoice(
  db: Kysely<Database>,
  userID: number,
  anonymizeData: AnonymizeValue,
): Promise<void> {
  const values = { anonymizeData, dateUpdated: nowISO() };
  await db
    .insertInto("privacy_choices")
    .values({ userID, ...values })
    .onConflict((oc) => oc.column("userID").doUpdateSet(values))
    .execute();
}

/**
 * The choice of whoever makes a request: a member's stored choice, or what a guest's privacy cookie
 * (`<garden.cookie.name>-anonymize`) says; -1 when there is none. The config is read only for a
 * guest who sends cookies at all.
 */
export async function requestPrivacyChoice(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<AnonymizeValue> {
  if (request.viewer.userID > 0) return loadPrivacyChoice(db, request.viewer.userID);
  if (Object.keys(request.cookies).length === 0) return ANONYMIZE_DEFAULT;
  const config = await readSiteConfig(db);
  return toAnonymizeValue(request.cookies[anonymizeCookieName(config["garden.cookie.name"])]);
}

/** Whether a choice anonymises: 1 does, 0 does not, -1 follows {@link SITE_DEFAULT_ANONYMIZES}. */
export const anonymizes = (choice: AnonymizeValue): boolean =>
  choice === 1 || (choice === ANONYMIZE_DEFAULT && SITE_DEFAULT_ANONYMIZES);
