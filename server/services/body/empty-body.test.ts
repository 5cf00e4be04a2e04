// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isEmptyBody } from "./empty-body";

const rich = (nodes: unknown) => JSON.stringify(nodes);

describe("isEmptyBody", () => {
  it("calls a single empty paragraph empty (content spec §3)", () => {
    expect(isEmptyBody(rich([{ type: "p", children: [{ text: "" }] }]), "rich2")).toBe(true);
    expect(isEmptyBody(rich([{ type: "p", children: [{ text: " \n\t" }] }]), "rich2")).toBe(true);
    expect(isEmptyBody(rich([]), "rich2")).toBe(true);
    expect(isEmptyBody("", "rich2")).toBe(true);
  });

  it("counts text, images, quotes and mentions as content", () => {
    expect(isEmptyBody(rich([{ type: "p", children: [{ text: "hi" }] }]), "rich2")).toBe(false);
    expect(isEmptyBody(rich([{ type: "image", children: [{ text: "" }] }]), "rich2")).toBe(false);
    const mention = { type: "mention", name: "ada", children: [{ text: "" }] };
    expect(isEmptyBody(rich([{ type: "p", children: [mention] }]), "rich2")).toBe(false);
  });

  it("leaves malformed rich2 to the validator and trims other formats", () => {
    expect(isEmptyBody("{not json", "rich2")).toBe(false);
    expect(isEmptyBody("   ", "markdown")).toBe(true);
    expect(isEmptyBody("*hi*", "markdown")).toBe(false);
  });
});
