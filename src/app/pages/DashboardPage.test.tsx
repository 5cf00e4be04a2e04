import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { pageRoutes } from "../../../schemas/routes";
import { resetSession, setSession, type TestSession } from "../../../tests/helpers/session";
import type { DashboardSection, DashboardSectionProps } from "../../features/admin";
import { DashboardPage } from "./DashboardPage";

afterEach(() => {
  resetSession();
  document.title = "";
  act(() => document.body.replaceChildren());
});

function ThemesPage({ page }: DashboardSectionProps) {
  return <p>{`themes page: ${page ?? "none"}`}</p>;
}

const settings: DashboardSection = {
  id: "settings",
  label: "Settings",
  permissions: ["settings.manage"],
  load: async () => ({ default: () => <p>settings page</p> }),
};
const themes: DashboardSection = {
  id: "themes",
  label: "Themes",
  permissions: ["settings.manage"],
  load: async () => ({ default: ThemesPage }),
};

const admin: TestSession = {
  user: { name: "admin" },
  permissions: ["settings.manage", "site.manage"],
  config: { "ui.siteName": "Plaza Test" },
};

/** Renders the dashboard's routes as the app matches them, at `path`. */
function renderAt(path: string, sections: readonly DashboardSection[], session: TestSession) {
  setSession(session);
  const location = memoryLocation({ path, record: true });
  const patterns = [
    pageRoutes.dashboard,
    pageRoutes.dashboardSection,
    pageRoutes.dashboardSectionPage,
    pageRoutes.themeRevisions,
  ];
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        {patterns.map((pattern) => (
          <Route key={pattern} path={pattern}>
            <DashboardPage sections={sections} />
          </Route>
        ))}
      </Switch>
    </Router>,
  );
  return location;
}

describe("DashboardPage (/dashboard…, shell spec §2 error pages, §6 permissions)", () => {
  it("dashboard: a guest gets Permission Problem with a Sign In link back to the dashboard", () => {
    renderAt("/dashboard/settings", [settings], {});
    expect(screen.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this resource.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin?Target=%2Fdashboard%2Fsettings",
    );
  });

  it("dashboard: a member without settings.manage or site.manage gets Permission Problem, no Sign In", () => {
    renderAt("/dashboard", [settings], { user: { name: "member" }, permissions: ["discussions.add"] });
    expect(screen.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Dashboard Sections" })).toBeNull();
  });

  it('dashboard: the page is titled "Dashboard - {site name}"', async () => {
    renderAt("/dashboard/settings", [settings], admin);
    expect(await screen.findByText("settings page")).toBeTruthy();
    expect(document.title).toBe("Dashboard - Plaza Test");
  });

  it("dashboard: /appearance/style-guides/{themeID}/revisions opens the themes section at revisions:{themeID}", async () => {
    renderAt("/appearance/style-guides/12/revisions", [settings, themes], admin);
    expect(await screen.findByText("themes page: revisions:12")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Themes" }).getAttribute("aria-current")).toBe("page");
  });

  it("dashboard: without a themes section the theme revisions address is Page Not Found", () => {
    renderAt("/appearance/style-guides/12/revisions", [settings], admin);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
  });

  it("dashboard: an address naming no section is Page Not Found", () => {
    renderAt("/dashboard/no-such-section/page", [settings], admin);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
  });
});
