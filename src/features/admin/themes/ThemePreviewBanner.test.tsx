import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { apiClient } from "../../../../runtime/api/api-client";
import ThemePreviewBanner from "./ThemePreviewBanner";

const api = setUpInProcessApi({});

const harbourPreview = { themeID: "harbour", revisionID: 0, name: "Harbour", redirect: "/dashboard/themes" };

/** Starts previewing Harbour as the admin, as the themes section does, and renders the banner. */
async function renderBanner(preview = harbourPreview, storedRedirect = preview.redirect) {
  await signInThrough(api, "admin");
  const { data: harbour } = await apiClient.get<{ revisionID: number }>("themes/harbour");
  const started = { ...preview, revisionID: preview.revisionID || harbour.revisionID };
  const { themeID, revisionID } = started;
  await apiClient.put("themes/preview", { body: { themeID, revisionID, redirect: storedRedirect } });
  api.calls.length = 0;
  const navigate = vi.fn();
  render(
    <>
      <ThemePreviewBanner preview={started} navigate={navigate} />
      <ToastArea />
    </>,
  );
  return { navigate, started };
}

/** The resolve of the next API call, held until the test lets it go. */
function holdNextCall() {
  const real = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
    await held;
    return real(...args);
  });
  return release;
}

describe("ThemePreviewBanner (shell spec §4 theme preview, §6)", { timeout: 30_000 }, () => {
  it("theme preview: the banner names the previewed theme with Apply and Cancel", async () => {
    await renderBanner();
    const banner = screen.getByRole("region", { name: "Theme preview" });
    expect(banner.textContent).toContain("You are previewing the Harbour theme. Only you can see it.");
    expect(screen.getByRole("button", { name: "Apply" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("theme preview: Apply goes loading, then success, then to the theme's redirect (PUT /themes/current)", async () => {
    const { navigate, started } = await renderBanner();
    const release = holdNextCall();
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("button", { name: /Apply/ }).getAttribute("aria-busy")).toBe("true");
    expect(navigate).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText("Harbour is now the site's theme.")).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith("/dashboard/themes");
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "PUT",
        path: "themes/current",
        status: 200,
        body: { themeID: "harbour", revisionID: started.revisionID },
      }),
    );
    const { data: current } = await apiClient.get("themes/current");
    expect(current).toMatchObject({ themeID: "harbour" });
    await apiClient.put("themes/current", { body: { themeID: "keystone" } });
  });

  it("theme preview: Cancel ends the preview (PUT /themes/preview without a theme), then goes to the redirect", async () => {
    const { navigate } = await renderBanner({
      ...harbourPreview,
      redirect: "/appearance/style-guides/harbour/revisions",
    });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("The preview has ended.")).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith("/appearance/style-guides/harbour/revisions");
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "PUT",
        path: "themes/preview",
        status: 200,
        body: { themeID: null },
      }),
    );
    const { data: current } = await apiClient.get("themes/current");
    expect(current).toMatchObject({ themeID: "keystone" });
  });

  it("theme preview: a redirect the browser would resolve to another site (stored before it was checked) goes home instead", async () => {
    const { navigate } = await renderBanner({ ...harbourPreview, redirect: "/.//evil.example" }, "/");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("The preview has ended.")).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("theme preview: a failed Apply shows its error in a toast and the banner stays (shell spec §4)", async () => {
    const { navigate } = await renderBanner();
    // The session has ended meanwhile: the server answers as it would to a member.
    vi.stubGlobal("fetch", await api.fetchAs("member"));
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    const toasts = document.querySelector("[aria-live]")!;
    await vi.waitFor(() => expect(toasts.textContent).not.toBe(""));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Apply" }).disabled).toBe(false);
    expect(api.calls.at(-1)).toMatchObject({ method: "PUT", path: "themes/current", status: 403 });
    await signInThrough(api, "admin");
    await apiClient.put("themes/preview", { body: {} });
  });
});
