import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { resetSession, setSession, type TestSession } from "../../../tests/helpers/session";
import { Dashboard, type DashboardRefusal } from "./Dashboard";
import { dashboardTargetOf, themeIDOfRevisionsPage, themeRevisionsPage } from "./dashboard-address";
import type { DashboardSection, DashboardSectionProps } from "./sections";

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
  act(() => document.body.replaceChildren());
});

/** A section page that says which page it was given. */
function ProbePage({ page }: DashboardSectionProps) {
  return <p>{`probe page: ${page ?? "none"}`}</p>;
}

/** A test section; `load` is a spy so a test can tell whether its chunk was asked for. */
function section(id: string, permissions: string[], load?: DashboardSection["load"]) {
  return {
    id,
    label: `${id[0]!.toUpperCase()}${id.slice(1)}`,
    permissions,
    load: vi.fn(load ?? (async () => ({ default: ProbePage }))),
  } satisfies DashboardSection;
}

const manager: TestSession = { user: { name: "manager" }, permissions: ["settings.manage"] };

/** The error pages stand in as the refusal's name: the app's pages are tested with DashboardPage. */
const renderError = (refusal: DashboardRefusal) => <p data-testid="refusal">{refusal}</p>;

function renderDashboard(path: string, sections: readonly DashboardSection[], session?: TestSession) {
  if (session) setSession(session);
  const location = memoryLocation({ path, record: true });
  const [, , section, page] = path.split("/");
  render(
    <Router hook={location.hook}>
      <Dashboard
        target={dashboardTargetOf({ section, page })}
        sections={sections}
        renderError={renderError}
      />
    </Router>,
  );
  return location;
}

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Dashboard Sections" })).getAllByRole("link");

describe("Dashboard (page-shell §6 permissions, content spec §6 administration)", () => {
  it("dashboard: the navigation lists only the sections the viewer may open, in their order", async () => {
    const sections = [
      section("settings", ["settings.manage"]),
      section("roles", ["roles.manage"]),
      section("themes", ["settings.manage", "site.manage"]),
    ];
    renderDashboard("/dashboard/settings", sections, manager);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(navLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Settings", "/dashboard/settings"],
      ["Themes", "/dashboard/themes"],
    ]);
    expect(await screen.findByText("probe page: none")).toBeTruthy();
    expect(sections[1]!.load).not.toHaveBeenCalled();
  });

  it("dashboard: the open section's link is aria-current=page, and Tab reaches the links", async () => {
    const sections = [section("settings", ["settings.manage"]), section("themes", ["settings.manage"])];
    renderDashboard("/dashboard/themes/general", sections, manager);
    const [settings, themes] = navLinks();
    expect(themes!.getAttribute("aria-current")).toBe("page");
    expect(settings!.hasAttribute("aria-current")).toBe(false);
    const region = screen.getByRole("region", { name: "Themes" });
    expect(await within(region).findByText("probe page: general")).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(settings);
    await userEvent.tab();
    expect(document.activeElement).toBe(themes);
  });

  it("dashboard: following a navigation link opens that section without leaving the dashboard", async () => {
    const sections = [section("settings", ["settings.manage"]), section("themes", ["settings.manage"])];
    const location = renderDashboard("/dashboard/settings", sections, manager);
    await userEvent.click(navLinks()[1]!);
    expect(location.history.at(-1)).toBe("/dashboard/themes");
  });

  it("dashboard: /dashboard is replaced by the first section the viewer may open", async () => {
    const sections = [section("roles", ["roles.manage"]), section("themes", ["site.manage"])];
    const location = renderDashboard("/dashboard", sections, {
      user: { name: "site manager" },
      permissions: ["site.manage"],
    });
    await vi.waitFor(() => expect(location.history).toEqual(["/dashboard/themes"]));
  });

  it("dashboard: a guest is refused with the permission page and no section is loaded", () => {
    const sections = [section("settings", [])];
    renderDashboard("/dashboard/settings", sections, {});
    expect(screen.getByTestId("refusal").textContent).toBe("permission");
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(sections[0]!.load).not.toHaveBeenCalled();
  });

  it("dashboard: a member without settings.manage or site.manage is refused, whatever a section asks", () => {
    const sections = [section("settings", ["community.moderate"])];
    renderDashboard("/dashboard", sections, {
      user: { name: "member" },
      permissions: ["community.moderate"],
    });
    expect(screen.getByTestId("refusal").textContent).toBe("permission");
    expect(sections[0]!.load).not.toHaveBeenCalled();
  });

  it("dashboard: a section's own permissions gate its address; an unknown section is not found", () => {
    const sections = [section("settings", ["settings.manage"]), section("roles", ["roles.manage"])];
    renderDashboard("/dashboard/roles", sections, manager);
    expect(screen.getByTestId("refusal").textContent).toBe("permission");
    expect(sections[1]!.load).not.toHaveBeenCalled();
    act(() => document.body.replaceChildren());
    renderDashboard("/dashboard/nothing-here", sections, manager);
    expect(screen.getByTestId("refusal").textContent).toBe("notFound");
  });

  it("dashboard: nothing is granted before the permissions loaded, so a loader shows, not a refusal", async () => {
    resetSession();
    renderDashboard("/dashboard/settings", [section("settings", ["settings.manage"])]);
    expect(await screen.findByRole("status", { name: "Loading" })).toBeTruthy();
    expect(screen.queryByTestId("refusal")).toBeNull();
  });

  it("dashboard: a section that fails to load shows the component-failure message (shell spec §8), not a blank", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sections = [
      section("settings", ["settings.manage"], () => Promise.reject(new Error("chunk missing"))),
    ];
    renderDashboard("/dashboard/settings", sections, manager);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("There was a problem loading the component");
    expect(within(alert).getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(navLinks()).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Settings" })).toBeTruthy();
  });
});

describe("dashboard addresses (shell spec §2 theme revisions page)", () => {
  it("dashboard: /appearance/style-guides/{themeID}/revisions opens the themes section with page revisions:{themeID}", () => {
    expect(dashboardTargetOf({ themeID: "7" })).toEqual({ sectionID: "themes", page: "revisions:7" });
    expect(themeRevisionsPage("keystone")).toBe("revisions:keystone");
    expect(themeIDOfRevisionsPage("revisions:keystone")).toBe("keystone");
    expect(themeIDOfRevisionsPage("revisions:keystone-dark")).toBe("keystone-dark");
    expect(themeIDOfRevisionsPage("revisions:Not a theme")).toBeNull();
    expect(themeIDOfRevisionsPage("revisions:")).toBeNull();
    expect(themeIDOfRevisionsPage("general")).toBeNull();
    expect(dashboardTargetOf({ section: "settings", page: "a%20b" })).toEqual({
      sectionID: "settings",
      page: "a b",
    });
  });
});
