// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { mediaSchema, type Media } from "../../../schemas/entities/media.schema";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { multipart, PNG_3X2, type Part } from "../../../tests/helpers/multipart";
import { writeSiteConfig } from "../../services/config";

const DEFAULT_EXTENSIONS = ["jpg", "jpeg", "gif", "png", "webp", "pdf", "txt", "zip"];
const EXTENSION_MESSAGE =
  "The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, jpeg, gif, png, webp, pdf, txt, zip";

let app: FastifyInstance;
let member: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  member = await signInAs(app, "member");
});
afterAll(() => app.close());

async function upload(parts: Part[], cookie: string | null = member) {
  const body = multipart(parts);
  return app.inject({
    method: "POST",
    url: "/api/v2/media",
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

describe("POST /api/v2/media (content spec §7)", () => {
  it("stores a member's image with the size read from its bytes and serves the same bytes", async () => {
    // The client's content type is ignored: the bytes say PNG.
    const response = await upload([{ name: "file", fileName: "tiny.png", data: PNG_3X2, type: "text/html" }]);
    expect(response.statusCode).toBe(201);
    const media = response.json<Media>();
    expectMatchesSchema(mediaSchema, media);
    expect(media).toMatchObject({
      name: "tiny.png",
      type: "image/png",
      size: PNG_3X2.length,
      width: 3,
      height: 2,
    });
    expect(media.foreignType).toBeNull();
    // Keys are YYYY/MM/<16 hex>.<ext>, never the user's file name.
    expect(media.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\.png$/);

    const file = await app.inject({ url: media.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(file.headers["content-disposition"])).toMatch(/^inline;/);
    expect(file.rawPayload.equals(PNG_3X2)).toBe(true);
  });

  it("reads the record back by id and keeps foreignType and foreignID", async () => {
    const response = await upload([
      { name: "foreignType", value: "discussion" },
      { name: "foreignID", value: "12" },
      { name: "file", fileName: "notes.txt", data: Buffer.from("hello") },
    ]);
    expect(response.statusCode).toBe(201);
    const media = response.json<Media>();
    expect(media).toMatchObject({
      foreignType: "discussion",
      foreignID: 12,
      type: "text/plain",
      width: null,
    });
    const read = await app.inject({ url: `/api/v2/media/${media.mediaID}`, headers: { cookie: member } });
    expect(read.statusCode).toBe(200);
    expectMatchesSchema(mediaSchema, read.json());
    expect(read.json()).toEqual(media);
  });

  it("shows the record only to its uploader and moderators; anyone else gets the 404 of a missing one", async () => {
    const { mediaID } = (
      await upload([{ name: "file", fileName: "a.txt", data: Buffer.from("a") }])
    ).json<Media>();
    const as = async (cookie?: string) =>
      (await app.inject({ url: `/api/v2/media/${mediaID}`, headers: cookie ? { cookie } : {} })).statusCode;
    expect(await as()).toBe(404);
    expect(await as(await signInAs(app, "member2"))).toBe(404);
    expect(await as(await signInAs(app, "moderator"))).toBe(200);
    const missing = await app.inject({ url: "/api/v2/media/999999", headers: { cookie: member } });
    expect(missing.json()).toEqual(
      (
        await app.inject({
          url: `/api/v2/media/${mediaID}`,
          headers: { cookie: await signInAs(app, "member2") },
        })
      ).json(),
    );
  });

  it("refuses guests with 401 and banned members with 403", async () => {
    const file: Part = { name: "file", fileName: "tiny.png", data: PNG_3X2 };
    expect((await upload([file], null)).statusCode).toBe(401);
    const banned = await signInAs(app, "banned");
    expect((await upload([file], banned)).statusCode).toBe(403);
  });

  it("refuses a file over upload.maxSize with the spec's message (content spec §8)", async () => {
    const response = await upload([
      { name: "file", fileName: "big.zip", data: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The uploaded file was too big (max 10 MB).");
  });

  it("refuses an extension outside the list, case-insensitively, naming the list (content spec §5, §8)", async () => {
    for (const fileName of ["setup.exe", "SETUP.EXE", "noextension"]) {
      const response = await upload([{ name: "file", fileName, data: Buffer.from("MZ") }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(EXTENSION_MESSAGE);
    }
  });

  it("accepts an allowed extension in upper case", async () => {
    const response = await upload([{ name: "file", fileName: "TINY.PNG", data: PNG_3X2 }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: "image/png", width: 3, height: 2 });
  });

  it("answers 400 when the file field is missing or empty", async () => {
    const missing = await upload([{ name: "foreignType", value: "discussion" }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: "file", code: "required" });
    const empty = await upload([{ name: "file", fileName: "", data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
  });
});

describe("POST /api/v2/media with a malformed body", () => {
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`;
  const post = (contentType: string | null, payload: string) =>
    app.inject({
      method: "POST",
      url: "/api/v2/media",
      headers: {
        "x-requested-with": "XMLHttpRequest",
        cookie: member,
        ...(contentType === null ? {} : { "content-type": contentType }),
      },
      payload,
    });
  const expect400 = (response: Awaited<ReturnType<typeof post>>, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json()).toMatchObject({ status: 400, message });
  };

  it("multipart without a boundary answers 400", async () => {
    const response = await post("multipart/form-data", `${part("x")}--x--\r\n`);
    expect400(response, "The upload could not be read.");
    expect(response.json().description).toBe("The multipart content type has no boundary.");
  });

  it("a body with another boundary than its content type answers 400", async () => {
    expect400(
      await post("multipart/form-data; boundary=y", `${part("x")}--x--\r\n`),
      "The upload could not be read.",
    );
  });

  it("a truncated body answers 400, whether cut in a part's data or in its headers", async () => {
    expect400(await post("multipart/form-data; boundary=x", part("x")), "The upload could not be read.");
    expect400(
      await post("multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-da"),
      "The upload could not be read.",
    );
  });

  it("an empty multipart body or one without a file part answers 400 with the file field error", async () => {
    for (const payload of ["", "--x\r\nContent-Type: text/plain\r\n\r\nhi\r\n--x--\r\n"]) {
      const response = await post("multipart/form-data; boundary=x", payload);
      expect400(response, "The request is not valid.");
      expect(response.json().errors[0]).toMatchObject({ field: "file", code: "required" });
    }
  });

  it("a body that is not multipart answers 400", async () => {
    for (const [type, payload] of [
      ["application/json", "{}"],
      ["text/plain", "hello"],
      [null, ""],
    ] as const) {
      expect400(await post(type, payload), "Uploads must be sent as multipart/form-data.");
    }
  });

  it("two files in one request answer 400", async () => {
    const response = await upload([
      { name: "file", fileName: "a.txt", data: Buffer.from("a") },
      { name: "file", fileName: "b.txt", data: Buffer.from("b") },
    ]);
    expect400(response, "Send one file at a time.");
  });
});

describe("POST /api/v2/media limits", () => {
  it("limits uploads per account with 429 and Retry-After", async () => {
    const limited = await buildTestApp({ seed: "demo", abuseLimits: { uploadsPerAccount: { limit: 2 } } });
    try {
      const cookie = await signInAs(limited, "member");
      const send = (remoteAddress: string) => {
        const body = multipart([{ name: "file", fileName: "a.txt", data: Buffer.from("a") }]);
        return limited.inject({
          method: "POST",
          url: "/api/v2/media",
          headers: { ...body.headers, cookie },
          payload: body.payload,
          remoteAddress,
        });
      };
      expect((await send("192.0.2.1")).statusCode).toBe(201);
      expect((await send("192.0.2.2")).statusCode).toBe(201);
      const refused = await send("192.0.2.3");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: "Too many uploads.", status: 429 });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/v2/media with an edited config", () => {
  let custom: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    custom = await buildTestApp({ seed: "demo" });
    await writeSiteConfig(custom.db, {
      "upload.maxSize": 1536,
      "upload.allowedExtensions": [...DEFAULT_EXTENSIONS, "html", "svg"],
    });
    cookie = await signInAs(custom, "member");
  });
  afterAll(() => custom.close());

  async function post(fileName: string, data: Buffer) {
    const body = multipart([{ name: "file", fileName, data }]);
    return custom.inject({
      method: "POST",
      url: "/api/v2/media",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it("states the configured limit in human units", async () => {
    const response = await post("a.txt", Buffer.alloc(1537));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The uploaded file was too big (max 1.5 KB).");
    expect((await post("a.txt", Buffer.alloc(1536))).statusCode).toBe(201);
  });

  it("serves HTML and SVG uploads only as nosniff attachments, never as pages of our origin", async () => {
    const html = await post("page.html", Buffer.from("<script>alert(1)</script>"));
    const svg = await post(
      "logo.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>'),
    );
    for (const response of [html, svg]) {
      expect(response.statusCode).toBe(201);
      const media = response.json<Media>();
      expect(media).toMatchObject({ type: "application/octet-stream", width: null, height: null });
      const file = await custom.inject({ url: media.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/octet-stream");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(file.headers["content-disposition"])).toMatch(
        /^attachment; filename="(page\.html|logo\.svg)"/,
      );
    }
  });
});

describe("GET /uploads/*", () => {
  it("answers a plain 404 for unknown or malformed keys instead of the app page", async () => {
    for (const url of ["/uploads/2024/01/0123456789abcdef.png", "/uploads/2024/01/plaza.db", "/uploads/x"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    }
  });
});

describe("DELETE /api/v2/media/{id}", () => {
  const remove = (mediaID: number, cookie?: string) =>
    app.inject({
      method: "DELETE",
      url: `/api/v2/media/${mediaID}`,
      headers: { "x-requested-with": "XMLHttpRequest", ...(cookie ? { cookie } : {}) },
    });
  const png: Part = { name: "file", fileName: "tiny.png", data: PNG_3X2 };

  it("lets the uploader delete (guests 401, other members 403); the record and the file are gone afterwards", async () => {
    const media = (await upload([png])).json<Media>();
    expect((await remove(media.mediaID)).statusCode).toBe(401);
    expect((await remove(media.mediaID, await signInAs(app, "member2"))).statusCode).toBe(403);
    expect((await remove(media.mediaID, member)).statusCode).toBe(204);
    expect((await app.inject({ url: media.url })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v2/media/${media.mediaID}` })).statusCode).toBe(404);
  });

  it("lets a moderator (community.moderate) delete anyone's upload", async () => {
    const media = (await upload([png])).json<Media>();
    expect((await remove(media.mediaID, await signInAs(app, "moderator"))).statusCode).toBe(204);
  });
});
