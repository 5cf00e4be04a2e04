import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { signInAs, writeHeaders } from "../../../../tests/helpers/server";
import { permissionsGridSchema } from "../../../../schemas/entities/permissions-grid";
import type { Role } from "../../../../schemas/api/roles.schema";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import RolesSection from "./RolesSection";

const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

/** Renders the section at `/dashboard/roles[/{page}]`, with a router of its own and an empty swr cache. */
function renderRoles(page?: string) {
  const location = memoryLocation({ path: `/dashboard/roles${page ? `/${page}` : ""}`, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <RolesSection page={page} />
        <ToastArea />
      </Router>
    </SWRConfig>,
  );
  return location;
}

async function readRole(roleID: number): Promise<Role> {
  const response = await api.app.inject({
    method: "GET",
    url: `/api/v2/roles/${roleID}?expand=permissions`,
    headers: { cookie: await adminCookie() },
  });
  return response.json() as Role;
}

let cookie: string | undefined;
async function adminCookie(): Promise<string> {
  cookie ??= await signInAs(api.app, "admin");
  return cookie;
}

async function roleIDOf(type: string): Promise<number> {
  const row = await api.app.db
    .selectFrom("roles")
    .select("roleID")
    .where("type", "=", type)
    .executeTakeFirstOrThrow();
  return row.roleID;
}

const globalGrid = () => screen.findByRole("group", { name: "Global permissions" });

/** A role page loads its form engine on first use, which takes seconds on a busy machine. */
const PAGE_TIMEOUT_MS = 20_000;

describe("RolesSection (/dashboard/roles/{roleID})", { timeout: PAGE_TIMEOUT_MS }, () => {
  it("roles: /dashboard/roles lists the roles (GET /roles), each a link to its page", async () => {
    await signInThrough(api, "admin");
    renderRoles();
    const list = await screen.findByRole("list", { name: "Roles" });
    const member = within(list).getByRole("link", { name: "Member" });
    expect(member.getAttribute("href")).toBe(`/dashboard/roles/${await roleIDOf("member")}`);
    expect(within(list).getByText("Signed-in members.")).toBeTruthy();
    expect(api.calls[0]).toEqual(
      expect.objectContaining({ method: "GET", path: "roles?limit=500", status: 200 }),
    );
  });

  it("roles: a role's page shows every global permission of the permissions grid with its title and description, and a grid per category with its own", async () => {
    await signInThrough(api, "admin");
    renderRoles(String(await roleIDOf("member")));
    const grid = await globalGrid();
    const permissions = Object.values(permissionsGridSchema.properties.global.properties);
    expect(within(grid).getAllByRole("checkbox")).toHaveLength(permissions.length);
    for (const { title, description } of permissions) {
      const box = within(grid).getByRole("checkbox", { name: title });
      expect(box.getAttribute("aria-describedby")).toBeTruthy();
      expect(within(grid).getByText(description)).toBeTruthy();
    }
    const member = await readRole(await roleIDOf("member"));
    const granted = member.permissions?.find((f) => f.type === "global")?.permissions ?? {};
    expect(within(grid).getByRole<HTMLInputElement>("checkbox", { name: "Sign in" }).checked).toBe(
      granted["session.valid"] === true,
    );
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe("Member");
    const own = (member.permissions ?? []).flatMap((f) => (f.type === "category" ? [f.id] : []));
    expect(own.length).toBeGreaterThan(0);
    for (const id of own) {
      const category = await api.app.inject({
        method: "GET",
        url: `/api/v2/categories/${id}`,
        headers: { cookie: await adminCookie() },
      });
      const { name } = category.json() as { name: string };
      const categoryGrid = screen.getByRole("group", { name });
      expect(within(categoryGrid).getAllByRole("checkbox")).toHaveLength(
        Object.keys(permissionsGridSchema.properties.category.properties).length,
      );
    }
  });

  it("roles: toggling a permission and saving sends PATCH /roles/{id}, and the next GET shows it", async () => {
    await signInThrough(api, "admin");
    const created = await api.app.inject({
      method: "POST",
      url: "/api/v2/roles",
      headers: { ...writeHeaders, cookie: await adminCookie() },
      payload: { name: "Greeters" },
    });
    const { roleID } = created.json() as Role;
    renderRoles(String(roleID));
    const upload = await within(await globalGrid()).findByRole<HTMLInputElement>("checkbox", {
      name: "Upload",
    });
    expect(upload.checked).toBe(false);
    await userEvent.click(upload);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([
      expect.objectContaining({ path: `roles/${roleID}`, status: 200 }),
    ]);
    const saved = await readRole(roleID);
    expect(saved.permissions?.find((f) => f.type === "global")?.permissions["uploads.add"]).toBe(true);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole("group", { name: "Global permissions" })).getByRole<HTMLInputElement>(
          "checkbox",
          { name: "Upload" },
        ).checked,
      ).toBe(true),
    );
  });

  it("roles: a name the server refuses shows its field error under Name (content spec §8)", async () => {
    await signInThrough(api, "admin");
    renderRoles(String(await roleIDOf("moderator")));
    const name = await screen.findByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Member");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The role could not be changed.");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect((await readRole(await roleIDOf("moderator"))).name).toBe("Moderator");
  });

  it("roles: leaving a role with unsaved changes asks first (shell spec §8)", async () => {
    await signInThrough(api, "admin");
    const location = renderRoles(String(await roleIDOf("moderator")));
    await userEvent.click(within(await globalGrid()).getByRole("checkbox", { name: "Invite" }));
    await userEvent.click(screen.getByRole("link", { name: "All roles" }));
    const dialog = screen.getByRole("dialog", { name: "Unsaved Changes" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(location.history.at(-1)).toBe("/dashboard/roles");
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("roles: deleting a built-in role asks first and shows the API's 409 message in a toast", async () => {
    await signInThrough(api, "admin");
    renderRoles(String(await roleIDOf("member")));
    await globalGrid();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Member" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The built-in roles cannot be deleted.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.status)).toEqual([409]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((await readRole(await roleIDOf("member"))).name).toBe("Member");
  });

  it("roles: a new role is added by name (POST /roles) and opened", async () => {
    await signInThrough(api, "admin");
    const location = renderRoles();
    await userEvent.click(await screen.findByRole("button", { name: "New role" }));
    const dialog = screen.getByRole("dialog", { name: "New role" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Archivists");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await vi.waitFor(() => expect(location.history.at(-1)).toMatch(/^\/dashboard\/roles\/\d+$/));
    const roleID = Number(location.history.at(-1)!.split("/").at(-1));
    expect((await readRole(roleID)).name).toBe("Archivists");
  });
});
