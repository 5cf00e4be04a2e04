// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
let cookie: string;
let generalID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  cookie = await signInAs(app, "member");
  generalID = await categoryIDOf(app, "general");
});
afterAll(() => app.close());

const rich2 = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);
const post = (name: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...writeHeaders, cookie },
    payload: { name, body: rich2("Hello"), categoryID: generalID },
  });

describe("discussion titles (assertValidName)", () => {
  it("refuses titles made only of zero-width, bidi-control or blank characters as empty", async () => {
    for (const name of [
      "\u200b\u200c\u200d",
      "\u202e\u202d",
      "\u2066\u2069",
      "\ufeff",
      "\u3164",
      " \u00a0\u3000",
    ]) {
      const response = await post(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: "name", code: "empty", message: "The title is required." }),
      ]);
    }
  });

  it("refuses visible titles that hide a control character or a text-direction override", async () => {
    for (const name of [
      "Invoice \u202efdp.exe",
      "Nul\u0000byte",
      "\u0000\u0000",
      "Isolated \u2067text\u2069",
      "Bell\u0007",
    ]) {
      const response = await post(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: "name", code: "invalid" });
    }
  });

  it("keeps titles in any script, with emoji joined by zero-width joiners", async () => {
    for (const name of ["Привет всем", "שלום עולם", "Family 👨\u200d👩\u200d👧 day"]) {
      const response = await post(name);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().name).toBe(name);
    }
  });

  it("applies the same rule when a title is edited", async () => {
    const created = (await post("A fine title")).json();
    const response = await app.inject({
      method: "PATCH",
      url: `/api/v2/discussions/${created.discussionID}`,
      headers: { ...writeHeaders, cookie },
      payload: { name: "\u200b" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "name", code: "empty" });
  });
});
