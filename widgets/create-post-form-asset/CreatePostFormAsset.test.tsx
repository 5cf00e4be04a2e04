import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CreatePostFormAssetProps } from "../../schemas/widgets/create-post-form-asset.schema";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { CreatePostFormAsset } from "./CreatePostFormAsset";
import { createPostFormAssetFixtures } from "./fixtures";

function renderAt(path: string, props: CreatePostFormAssetProps) {
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={hook} searchHook={searchHook}>
        <CreatePostFormAsset {...props} />
      </Router>
    </SWRConfig>,
  );
}

beforeEach(() => {
  setSession({ user: { userID: 2 }, permissions: ["discussions.add"] });
  vi.stubGlobal("fetch", fakeFetch().fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("CreatePostFormAsset", () => {
  it("renders the new discussion form with the preselected category", () => {
    renderAt("/post/discussion/2", createPostFormAssetFixtures.createInCategory!);
    expect(screen.getByRole("heading", { name: "New Discussion" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLInputElement).value).toBe("General");
    expect(screen.getByRole("button", { name: "Post Discussion" })).toBeTruthy();
  });

  it("starts without a category when the path names none (parent -1)", () => {
    renderAt("/post/discussion", createPostFormAssetFixtures.createWithoutCategory!);
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLInputElement).value).toBe("");
  });

  it("loads the discussion to edit", () => {
    renderAt("/post/editdiscussion/7", createPostFormAssetFixtures.edit!);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });

  it("parses the current path when the server gave no location", () => {
    renderAt("/post/question/-1", createPostFormAssetFixtures.noLocation!);
    expect(screen.getByRole("heading", { name: "New Discussion" })).toBeTruthy();
  });

  it("shows Not Found for an edit path without a record (content spec §5)", () => {
    renderAt("/post/editdiscussion/0", createPostFormAssetFixtures.noLocation!);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});
