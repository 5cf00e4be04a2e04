import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { sql } from "kysely";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import MembersSection from "./MembersSection";

const api = setUpInProcessApi({});

function renderSection() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MembersSection />
    </SWRConfig>,
  );
}

const table = () => screen.findByRole("table", { name: "Members" });
const rowOf = async (name: string) => {
  const link = await within(await table()).findByRole("link", { name });
  return link.closest("tr")!;
};
const idOf = async (name: string) =>
  (await api.app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;

describe("MembersSection (members and roles administration)", () => {
  it("members: lists members by name and searches by name prefix (GET /users?query=)", async () => {
    await signInThrough(api, "admin");
    renderSection();
    expect(await rowOf("ada")).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search members" }), "mem");
    await vi.waitFor(
      async () => {
        const names = within(await table())
          .getAllByRole("link")
          .map((link) => link.textContent);
        expect(names).toEqual(["member", "member2"]);
      },
      { timeout: 10_000 }, // the search waits for typing to pause, then asks the server
    );
    expect(api.calls.some((call) => call.path.startsWith("users?") && call.path.includes("query=mem"))).toBe(
      true,
    );
  });

  it("members: shows joined, last active, posts and roles; a column header orders the list by it, both ways, by keyboard too (GET /users?sort=)", async () => {
    await signInThrough(api, "admin");
    renderSection();
    const members = await table();
    const headers = within(members).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent?.replace(/[▲▼↕]/g, ""))).toEqual(
      expect.arrayContaining(["Name", "Roles", "Joined", "Last active", "Posts"]),
    );
    const name = within(members).getByRole("columnheader", { name: /Name/ });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    const ada = await api.app.db
      .selectFrom("users")
      .select(["dateInserted", "countDiscussions", "countComments"])
      .where("name", "=", "ada")
      .executeTakeFirstOrThrow();
    const adaRow = within(await rowOf("ada"));
    expect(adaRow.getByText(String(ada.countDiscussions + ada.countComments))).toBeTruthy();
    expect(adaRow.getAllByRole("time")[0]!.getAttribute("datetime")).toBe(
      new Date(ada.dateInserted).toISOString(),
    );

    const posts = within(members).getByRole("button", { name: /Posts/ });
    await userEvent.click(posts);
    await vi.waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Posts/ }).getAttribute("aria-sort")).toBe(
        "descending",
      ),
    );
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("none");
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path.includes("sort=-countPosts") && call.status === 200)).toBe(
        true,
      ),
    );
    // The most posts first, ties by the newest member (the list's tiebreak).
    const [most] = await api.app.db
      .selectFrom("users")
      .select("name")
      .where("name", "<>", "")
      .orderBy(sql`"countDiscussions" + "countComments"`, "desc")
      .orderBy("userID", "desc")
      .limit(1)
      .execute();
    await vi.waitFor(async () =>
      expect(within(await table()).getAllByRole("link")[0]!.textContent).toBe(most!.name),
    );

    screen.getByRole("button", { name: /Posts/ }).focus();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Posts/ }).getAttribute("aria-sort")).toBe("ascending"),
    );
    await vi.waitFor(() =>
      expect(api.calls.some((call) => /sort=countPosts(&|$)/.test(call.path))).toBe(true),
    );
  });

  it("members: bans a member with a reason (PUT /users/{id}/ban) and unbans them", async () => {
    await signInThrough(api, "admin");
    renderSection();
    await userEvent.click(within(await rowOf("grace")).getByRole("button", { name: "Ban grace" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban grace" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Spam links");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    expect(await within(await rowOf("grace")).findByText("Banned")).toBeTruthy();
    const graceID = await idOf("grace");
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "PUT",
        path: `users/${graceID}/ban`,
        body: { banned: true, reason: "Spam links" },
        status: 200,
      }),
    );
    await userEvent.click(within(await rowOf("grace")).getByRole("button", { name: "Unban grace" }));
    const unban = await screen.findByRole("dialog", { name: "Unban grace" });
    expect(await within(unban).findByText("Banned for: Spam links")).toBeTruthy();
    await userEvent.click(within(unban).getByRole("button", { name: "Unban" }));
    await vi.waitFor(async () => expect(within(await rowOf("grace")).queryByText("Banned")).toBeNull());
  });

  it("members: changes a member's roles (PATCH /users/{id} roleID)", async () => {
    await signInThrough(api, "admin");
    renderSection();
    const change = await within(await rowOf("linus")).findByRole("button", {
      name: "Change the roles of linus",
    });
    await vi.waitFor(() => expect((change as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(change);
    const dialog = await screen.findByRole("dialog", { name: "Roles of linus" });
    expect(within(dialog).queryByRole("checkbox", { name: "Banned" })).toBeNull();
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "Member" }).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Moderator" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(await rowOf("linus")).findByText("Member, Moderator")).toBeTruthy();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "PATCH", path: `users/${await idOf("linus")}`, status: 200 }),
    );
  });

  it("members: one's own row offers neither Ban nor Roles (the server refuses both)", async () => {
    await signInThrough(api, "admin");
    renderSection();
    const own = await rowOf("admin");
    expect(within(await rowOf("ada")).getByRole("button", { name: "Ban ada" })).toBeTruthy();
    expect(within(own).queryByRole("button", { name: "Ban admin" })).toBeNull();
    expect(within(own).queryByRole("button", { name: "Change the roles of admin" })).toBeNull();
  });

  it("members: adds a member (POST /users, no password: the server mails the link); a taken email shows under its field and what was typed stays", async () => {
    await signInThrough(api, "admin");
    renderSection();
    await table();
    const open = screen.getByRole<HTMLButtonElement>("button", { name: "Add Member" });
    await vi.waitFor(() => expect(open.disabled).toBe(false));
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Add Member" });
    const name = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "Username" });
    const email = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "Email" });
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "Member" }).checked).toBe(true);
    await userEvent.type(name, "newbie");
    await userEvent.type(email, "member@plaza.invalid");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await vi.waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const problem = document.getElementById(email.getAttribute("aria-describedby")!);
    expect(problem?.textContent).toMatch(/email/i);
    expect(name.value).toBe("newbie");
    await userEvent.clear(email);
    await userEvent.type(email, "newbie@example.test");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Member" })).toBeNull());
    const added = api.calls.filter((call) => call.method === "POST" && call.path === "users");
    expect(added.at(-1)).toMatchObject({
      status: 201,
      body: { name: "newbie", email: "newbie@example.test" },
    });
    expect(added.at(-1)?.body).not.toHaveProperty("password");
  });

  it("members: the Add Member button is only for those who may add members", async () => {
    await signInThrough(api, "moderator");
    renderSection();
    await table();
    expect(screen.queryByRole("button", { name: "Add Member" })).toBeNull();
  });

  it("members: a member's list call is refused and the section says so", async () => {
    await signInThrough(api, "member");
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("Permission Problem");
  });
});
