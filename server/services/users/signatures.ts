import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { HttpError } from "../../http/errors";
import { checkBodyLimits } from "../body/limits";
import { readImageHosts } from "../body/images/read-image-hosts";
import { renderInPool } from "../body/render-pool";

/**
 * Stores a member's signature (markdown) with its HTML, rendered now in the body worker under the
 * limits of post bodies, so reads serve it without parsing; images only from the site and
 * `content.imageHosts`, as in posts. An empty signature is none.
 */
export async function saveSignature(db: Kysely<Database>, userID: number, markdown: string): Promise<void> {
  const signature = markdown.trim();
  let signatureHtml = "";
  if (signature) {
    const problem = checkBodyLimits(signature, "markdown", "signature");
    if (problem)
      throw new HttpError(problem.status, "The signature could not be saved.", { errors: [problem.error] });
    const result = await renderInPool({
      body: signature,
      format: "markdown",
      field: "signature",
      kind: "signature",
      imageHosts: await readImageHosts(db),
    });
    if (!result.ok) throw new HttpError(400, "The signature could not be saved.", { errors: result.errors });
    signatureHtml = result.html;
  }
  await db.updateTable("users").set({ signature, signatureHtml }).where("userID", "=", userID).execute();
}
