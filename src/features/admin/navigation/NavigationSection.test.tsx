import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { UNSAVED_CHANGES_TEXT } from "../../../ui/forms/UnsavedChangesDialog";
import NavigationSection from "./NavigationSection";

const server = setUpInProcessApi({});
const TIMEOUT_MS = 10_000;

function renderSection() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NavigationSection />
    </SWRConfig>,
  );
}

const storedNavigation = async () =>
  (
    (await apiAs(server, "admin", "GET", "/config?select=navigation.items")).json() as Record<string, unknown>
  )["navigation.items"];
const writes = () => server.calls.filter((call) => call.method !== "GET");
/** The top-level items' legends, in order. */
const topNames = () =>
  within(screen.getAllByRole("list")[0]!)
    .getAllByRole("group")
    .filter((group) => group.parentElement?.parentElement === screen.getAllByRole("list")[0])
    .map((group) => group.querySelector("legend")?.textContent);
function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

async function start() {
  await apiAs(server, "admin", "PATCH", "/config", { "navigation.items": null });
  await signInThrough(server, "admin");
  renderSection();
  await screen.findByRole("group", { name: "Posts" }, { timeout: TIMEOUT_MS });
}

describe("NavigationSection (/dashboard/navigation: site-wide navigation)", () => {
  it("starts from the built-in items; adds a Help Center link visible to moderators only, and saves it with PATCH /config", async () => {
    await start();
    expect(topNames()).toEqual(["Posts", "Categories"]);
    await userEvent.click(screen.getByRole("button", { name: "Add a link" }));
    // The new item's label field has the focus: typing goes straight in.
    await userEvent.keyboard("Help Center");
    const item = screen.getByRole("group", { name: "Help Center" });
    await userEvent.type(within(item).getByLabelText(/^Address/), "https://help.example.com/");
    await userEvent.click(within(item).getByRole("checkbox", { name: "Moderator" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The navigation was saved.", {}, { timeout: TIMEOUT_MS })).toBeTruthy();
    const moderatorRoleID = (
      (await apiAs(server, "admin", "GET", "/roles")).json() as Array<{ roleID: number; name: string }>
    ).find((role) => role.name === "Moderator")!.roleID;
    expect(await storedNavigation()).toEqual([
      { id: "posts", name: "Posts", url: "/discussions" },
      { id: "categories", name: "Categories", url: "/categories" },
      { name: "Help Center", url: "https://help.example.com/", roleIDs: [moderatorRoleID] },
    ]);
    expect(writes()).toHaveLength(1);
  });

  it("reorders by keyboard alone: Move up and Move down keep the focus on the moved item and announce its place", async () => {
    await start();
    const moveDown = screen.getByRole("button", { name: "Move down: Posts" });
    moveDown.focus();
    await userEvent.keyboard("{Enter}");
    expect(topNames()).toEqual(["Categories", "Posts"]);
    expect(screen.getByRole("status").textContent).toBe("Posts moved to position 2 of 2.");
    // At the bottom Move down is off: the focus went to Move up of the same item.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up: Posts" })),
    );
    await userEvent.keyboard("{Enter}");
    expect(topNames()).toEqual(["Posts", "Categories"]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("The navigation was saved.", {}, { timeout: TIMEOUT_MS });
    expect((await storedNavigation()) as Array<{ name: string }>).toMatchObject([
      { name: "Posts" },
      { name: "Categories" },
    ]);
  });

  it("nests: a group with a link in it is saved as children (the mega-menu)", async () => {
    await start();
    await userEvent.click(screen.getByRole("button", { name: "Add a group" }));
    await userEvent.keyboard("Resources");
    const group = screen.getByRole("group", { name: "Resources" });
    const link = within(group).getByRole("group", { name: "New item" });
    await userEvent.type(within(link).getByLabelText(/^Label/), "Guides");
    await userEvent.type(within(link).getByLabelText(/^Address/), "/guides");
    await userEvent.click(within(group).getByRole("button", { name: "Add a link to Resources" }));
    await userEvent.keyboard("FAQ");
    await userEvent.type(
      within(within(group).getByRole("group", { name: "FAQ" })).getByLabelText(/^Address/),
      "/faq",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("The navigation was saved.", {}, { timeout: TIMEOUT_MS });
    expect(((await storedNavigation()) as unknown[])[2]).toEqual({
      name: "Resources",
      children: [
        { name: "Guides", url: "/guides" },
        { name: "FAQ", url: "/faq" },
      ],
    });
  });

  it("shows errors under their fields, sends nothing, and keeps every typed value", async () => {
    await start();
    await userEvent.click(screen.getByRole("button", { name: "Add a link" }));
    const item = screen.getByRole("group", { name: "New item" });
    const address = within(item).getByLabelText<HTMLInputElement>(/^Address/);
    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    const label = within(item).getByLabelText<HTMLInputElement>(/^Label/);
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(label)).toContain("Enter a label.");
    expect(describedText(address)).toContain("Use an address that starts with https://, http:// or /.");
    expect(address.value).toBe("javascript:alert(1)");
    expect(writes()).toEqual([]);
    expect(await storedNavigation()).toBeNull();
  });

  it("shows the server's field error under the address it refused (a path leaving the site)", async () => {
    await start();
    await userEvent.click(screen.getByRole("button", { name: "Add a link" }));
    await userEvent.keyboard("Elsewhere");
    const item = screen.getByRole("group", { name: "Elsewhere" });
    const address = within(item).getByLabelText<HTMLInputElement>(/^Address/);
    // Passes the browser's check; the server resolves it as the browser would and refuses it.
    await userEvent.type(address, "/.//evil.example");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"), { timeout: TIMEOUT_MS });
    expect(describedText(address)).toContain("must be a path of this site");
    expect(writes()).toEqual([expect.objectContaining({ method: "PATCH", status: 400 })]);
    expect(address.value).toBe("/.//evil.example");
    expect(await storedNavigation()).toBeNull();
  });

  it("removes an item and gives the focus to the list's add button", async () => {
    await start();
    await userEvent.click(screen.getByRole("button", { name: "Remove: Categories" }));
    expect(topNames()).toEqual(["Posts"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a link" }));
    expect(screen.getByRole("status").textContent).toBe("Categories was removed.");
  });

  it("asks before leaving with unsaved changes (in-app link and closing the tab), and not once they are saved (shell spec §8)", async () => {
    await apiAs(server, "admin", "PATCH", "/config", { "navigation.items": null });
    await signInThrough(server, "admin");
    const location = memoryLocation({ path: "/dashboard/navigation", record: true });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={location.hook}>
          <Link href="/dashboard/settings">Settings</Link>
          <NavigationSection />
        </Router>
      </SWRConfig>,
    );
    await screen.findByRole("group", { name: "Posts" }, { timeout: TIMEOUT_MS });
    const unloadIsHeld = () => {
      const unload = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    expect(unloadIsHeld()).toBe(false);

    const label = within(screen.getByRole("group", { name: "Posts" })).getByLabelText<HTMLInputElement>(
      /^Label/,
    );
    await userEvent.type(label, "!");
    expect(unloadIsHeld()).toBe(true);
    await userEvent.click(screen.getByRole("link", { name: "Settings" }));
    const dialog = screen.getByRole("dialog", { name: "Unsaved Changes" });
    expect(within(dialog).getByText(UNSAVED_CHANGES_TEXT)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(location.history).toEqual(["/dashboard/navigation"]);
    expect(label.value).toBe("Posts!");

    // Typed back as it was: nothing to lose, nothing asked.
    await userEvent.type(label, "{Backspace}");
    expect(unloadIsHeld()).toBe(false);
    await userEvent.type(label, "!");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("The navigation was saved.", {}, { timeout: TIMEOUT_MS });
    expect(unloadIsHeld()).toBe(false);
    await userEvent.type(label, "?");
    await userEvent.click(screen.getByRole("link", { name: "Settings" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Unsaved Changes" })).getByRole("button", {
        name: "Continue",
      }),
    );
    expect(location.history).toEqual(["/dashboard/navigation", "/dashboard/settings"]);
  });
});
