import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { BOOT_ELEMENT_ID } from "../../../schemas/boot.schema";
import { ThemePreviewSlot } from "./ThemePreviewSlot";

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  act(() => document.body.replaceChildren());
});

/** The boot payload's script element as the server writes it, with the parts the slot reads. */
function bootWith(payload: object) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = BOOT_ELEMENT_ID;
  element.textContent = JSON.stringify(payload);
  document.head.append(element);
}

describe("ThemePreviewSlot (shell spec §6 theme preview banner)", () => {
  it("theme preview: no banner when the boot payload has no themePreview", async () => {
    bootWith({ debug: false });
    render(<ThemePreviewSlot />);
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Theme preview" })).toBeNull();
  });

  it("theme preview: the banner loads when the boot payload says the viewer is previewing a theme", async () => {
    bootWith({
      themePreview: { themeID: "harbour", revisionID: 2, name: "Harbour", redirect: "/dashboard/themes" },
    });
    render(<ThemePreviewSlot />);
    const banner = await screen.findByRole("region", { name: "Theme preview" }, { timeout: 10_000 });
    expect(banner.textContent).toContain("You are previewing the Harbour theme.");
  });
});
