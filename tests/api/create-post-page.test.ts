// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs } from "../helpers/server";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

interface Node {
  $reactComponent: string;
  $reactProps: Record<string, unknown>;
}

function bootOf(html: string) {
  const match = /<script type="application\/json" id="plaza-boot">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no boot payload");
  return JSON.parse(match[1]) as { layout?: { layout: Node[] } };
}

function formNodeOf(html: string): Node | undefined {
  const section = bootOf(html).layout?.layout[0];
  const children = (section?.$reactProps.children ?? []) as Node[];
  return children.find((node) => node.$reactComponent === "CreatePostFormAsset");
}

describe("the create-post page (content spec §2: any path containing /post/)", () => {
  it("answers 200 with the createPost layout and the form's parsed create location", async () => {
    const cookie = await signInAs(app, "member");
    const response = await app.inject({ url: "/post/discussion/-1", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(formNodeOf(response.body)?.$reactProps.location).toEqual({
      type: "create",
      postType: "discussion",
      parentRecordType: "category",
      parentRecordID: -1,
    });
  });

  it("answers 200 for an edit path too", async () => {
    const response = await app.inject({ url: "/post/editdiscussion/1/0" });
    expect(response.statusCode).toBe(200);
    expect(formNodeOf(response.body)?.$reactProps.location).toMatchObject({ type: "edit", recordID: 1 });
  });

  it("gets the same layout from lookup-hydrate, whose query string carries the location as text", async () => {
    const response = await app.inject({
      url:
        "/api/v2/layouts/lookup-hydrate?layoutViewType=createPost&recordType=global&recordID=-1" +
        "&params[createPostLocation][type]=create&params[createPostLocation][postType]=question" +
        "&params[createPostLocation][parentRecordType]=category&params[createPostLocation][parentRecordID]=-1",
    });
    expect(response.statusCode).toBe(200);
    const section = (response.json() as { layout: Node[] }).layout[0];
    const form = ((section?.$reactProps.children ?? []) as Node[]).find(
      (node) => node.$reactComponent === "CreatePostFormAsset",
    );
    expect(form?.$reactProps.location).toMatchObject({ postType: "question", parentRecordID: -1 });
  });
});
