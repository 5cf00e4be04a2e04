import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { apiAs } from "../../../../tests/helpers/in-process-api";
import {
  api,
  codePane,
  renderFragments,
  row,
  setDisclosure,
  storedFragment,
} from "./fragments-section.test-support";

describe("FragmentRevisions (a fragment's page, /dashboard/fragments/<uuid>)", { timeout: 30_000 }, () => {
  it("revisions: newest first with message and status; Compare shows the diff; Roll back to this re-activates one", async () => {
    await setDisclosure(true);
    const fragment = await storedFragment({
      name: "Versioned",
      fragmentType: "BannerFragment",
      jsRaw: "const first = 1;\n",
      commitMessage: "first version",
    });
    const second = await apiAs(api, "admin", "PATCH", `/fragments/${fragment.fragmentUUID}`, {
      js: "export default function Fragment() { return null; }\n",
      jsRaw: "const second = 2;\n",
      commitMessage: "second version",
    });
    expect(second.status).toBe(200);
    await signInThrough(api, "admin");
    renderFragments(`/dashboard/fragments/${fragment.fragmentUUID}`);

    const newest = await row("second version");
    expect(within(newest).getByText("Active")).toBeTruthy();
    const older = await row("first version");
    expect(within(older).getByText("Past revision")).toBeTruthy();
    const rows = screen.getAllByRole("row").map((candidate) => candidate.textContent ?? "");
    expect(rows.findIndex((text) => text.includes("second version"))).toBeLessThan(
      rows.findIndex((text) => text.includes("first version")),
    );

    await userEvent.click(screen.getByRole("button", { name: "Compare" }));
    const comparison = await screen.findByRole("region", { name: "Comparison" });
    const code = await within(comparison).findByRole("figure", { name: /^Code/ });
    expect(code.textContent).toContain("Lines added: 1. Lines removed: 1.");
    expect(within(code).getByText("const first = 1;", { exact: false }).closest("del")).toBeTruthy();
    expect(within(code).getByText("const second = 2;", { exact: false }).closest("ins")).toBeTruthy();
    expect(code.textContent).toContain("Removed:");

    await userEvent.click(within(older).getByRole("button", { name: "Roll back to this: first version" }));
    const dialog = await screen.findByRole("dialog", { name: "Roll back" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Roll back" }));
    await vi.waitFor(() => expect(within(older).getByText("Active")).toBeTruthy());
    // The editor starts again from the code now active.
    await vi.waitFor(async () =>
      expect((await codePane("Component (TSX)")).state.doc.toString()).toBe("const first = 1;\n"),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: `fragments/${fragment.fragmentUUID}/rollback`,
        status: 200,
        body: { fragmentRevisionUUID: fragment.fragmentRevisionUUID },
      }),
    );
  });

  it("revisions: Delete removes a past revision or the draft being edited; the active one has no Delete", async () => {
    await setDisclosure(true);
    const fragment = await storedFragment({
      name: "Pruned",
      fragmentType: "SiteTotalsFragment",
      jsRaw: "const first = 1;\n",
      commitMessage: "first version",
    });
    const second = await apiAs(api, "admin", "PATCH", `/fragments/${fragment.fragmentUUID}`, {
      js: "export default function Fragment() { return null; }\n",
      jsRaw: "const second = 2;\n",
      commitMessage: "second version",
    });
    expect(second.status).toBe(200);
    const draft = await apiAs(api, "admin", "PATCH", `/fragments/${fragment.fragmentUUID}`, {
      js: "export default function Fragment() { return null; }\n",
      jsRaw: "const draft = 3;\n",
    });
    expect(draft.status).toBe(200);
    await signInThrough(api, "admin");
    renderFragments(`/dashboard/fragments/${fragment.fragmentUUID}`);

    const active = await row("second version");
    expect(within(active).queryByRole("button", { name: /^Delete/ })).toBeNull();
    await vi.waitFor(async () =>
      expect((await codePane("Component (TSX)")).state.doc.toString()).toBe("const draft = 3;\n"),
    );

    await userEvent.click(
      within(await row("first version")).getByRole("button", { name: "Delete this revision: first version" }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Delete this revision" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete this revision" }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).not.toContain("first version"),
    );

    await userEvent.click(
      within(await row("Draft")).getByRole("button", { name: "Delete this revision: Draft" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Delete this revision" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete this revision" }));
    // The draft is gone, and the editor starts again from the code now active.
    await vi.waitFor(async () =>
      expect((await codePane("Component (TSX)")).state.doc.toString()).toBe("const second = 2;\n"),
    );
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["second version"]);
    const deletes = api.calls.filter((call) => call.method === "DELETE");
    expect(deletes.map((call) => call.status)).toEqual([204, 204]);
  });
});
