// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../tests/helpers/server";
import { buildFragment, buildUser } from "../../tests/helpers/factories";
import { countingQueries } from "../../tests/helpers/query-count";
import { getFragmentRow, listFragments, listRevisions } from "./fragment-records";
import { saveFragment } from "./fragment-writes";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("listing fragments and revisions", () => {
  it("asks the same number of queries however many fragments, revisions, authors and layouts there are", async () => {
    const counting = countingQueries(app.db);
    const measure = async () => {
      counting.reset();
      const items = await listFragments(counting.db, { fragmentType: "HtmlFragment" });
      return { queries: counting.count(), items: items.length };
    };
    const authors = [await buildUser(app.db, { roles: ["administrator"] })];
    const first = await buildFragment(app.db, authors[0]!.userID, { fragmentType: "HtmlFragment" });
    const few = await measure();
    expect(few.items).toBe(1);

    for (let i = 0; i < 4; i += 1) {
      const author = await buildUser(app.db, { roles: ["administrator"] });
      authors.push(author);
      const built = await buildFragment(app.db, author.userID, { fragmentType: "HtmlFragment" });
      await app.db
        .insertInto("layouts")
        .values({
          name: `Layout ${i}`,
          layoutViewType: "home",
          definition: JSON.stringify([
            {
              $hydrate: "react.html",
              html: "x",
              $fragmentImpls: { HtmlFragment: { fragmentUUID: built.fragmentUUID } },
            },
          ]),
          titleBar: JSON.stringify({ $hydrate: "react.titlebar" }),
          insertUserID: author.userID,
          dateInserted: new Date().toISOString(),
        })
        .execute();
    }
    const many = await measure();
    expect(many.items).toBe(5);
    expect(many.queries).toBe(few.queries);

    const fragment = (await getFragmentRow(app.db, first.fragmentUUID))!;
    counting.reset();
    await listRevisions(counting.db, fragment);
    const oneRevision = counting.count();
    for (const author of authors) {
      await saveFragment(
        app.db,
        (await getFragmentRow(app.db, first.fragmentUUID))!,
        { js: "export default () => 1;", commitMessage: "x" },
        author.userID,
      );
    }
    counting.reset();
    const revisions = await listRevisions(counting.db, (await getFragmentRow(app.db, first.fragmentUUID))!);
    expect(revisions).toHaveLength(authors.length + 1);
    expect(new Set(revisions.map((r) => r.revisionInsertUser?.userID)).size).toBe(authors.length);
    expect(counting.count()).toBe(oneRevision);
  });
});
