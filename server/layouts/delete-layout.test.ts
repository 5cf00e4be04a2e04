// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
});
afterAll(() => app.close());

function call(method: "POST" | "PUT" | "DELETE" | "GET", url: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function newLayout(name: string): Promise<number> {
  const response = await call("POST", "/layouts", { name, layoutViewType: "discussionList", layout: [] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ layoutID: number }>().layoutID;
}

async function assign(layoutID: number, views: Array<{ recordType: string; recordID: number }>) {
  const response = await call("PUT", `/layouts/${layoutID}/views`, views);
  expect(response.statusCode, response.body).toBe(200);
}

describe("DELETE /layouts/{id}: an applied layout is never deleted", () => {
  it("refuses with 409 a layout applied site-wide, and keeps it and its assignment", async () => {
    const layoutID = await newLayout("Site-wide list");
    await assign(layoutID, [{ recordType: "global", recordID: -1 }]);
    const refused = await call("DELETE", `/layouts/${layoutID}`);
    expect(refused.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, refused.json());
    expect(refused.json()).toMatchObject({ message: "This layout is applied, so it cannot be deleted." });
    const kept = await call("GET", `/layouts/${layoutID}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().layoutViews).toEqual([
      expect.objectContaining({ recordType: "global", recordID: -1 }),
    ]);
    await assign(layoutID, []);
  });

  it("refuses a layout applied to one category only; once unassigned it is deleted (204)", async () => {
    const layoutID = await newLayout("General's list");
    await assign(layoutID, [{ recordType: "category", recordID: await categoryIDOf(app, "general") }]);
    expect((await call("DELETE", `/layouts/${layoutID}`)).statusCode).toBe(409);
    await assign(layoutID, []);
    expect((await call("DELETE", `/layouts/${layoutID}`)).statusCode).toBe(204);
    expect((await call("GET", `/layouts/${layoutID}`)).statusCode).toBe(404);
  });

  it("deletes a layout whose only category moved to another layout", async () => {
    const general = await categoryIDOf(app, "general");
    const first = await newLayout("First");
    const second = await newLayout("Second");
    await assign(first, [{ recordType: "category", recordID: general }]);
    // One layout per view and record: assigning the category to the second frees the first.
    await assign(second, [{ recordType: "category", recordID: general }]);
    expect((await call("DELETE", `/layouts/${first}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/layouts/${second}`)).statusCode).toBe(409);
  });
});
