import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { CallToActionWidget } from "./CallToActionWidget";
import { callToActionWidgetFixtures } from "./fixtures";

describe("CallToActionWidget", () => {
  it.each(Object.entries(callToActionWidgetFixtures))(
    "renders the %s fixture as a titled region",
    (_, props) => {
      render(<CallToActionWidget {...props} />);
      expect(screen.getByRole("region", { name: props.title })).toBeTruthy();
      expect(screen.getByRole("heading", { level: 2, name: props.title })).toBeTruthy();
    },
  );

  it("links its button to the configured url", () => {
    render(<CallToActionWidget {...callToActionWidgetFixtures.defaults} />);
    const link = screen.getByRole("link", { name: "Sign up" });
    expect(link.getAttribute("href")).toBe("/beta");
    expect(link.getAttribute("target")).toBeNull();
  });

  it("shows the description and image", () => {
    render(<CallToActionWidget {...callToActionWidgetFixtures.dressed} />);
    expect(screen.getByText("Tell us what to build next.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "A light bulb" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Suggest an idea" });
    expect(link.getAttribute("href")).toBe("https://ideas.example.com");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("shows no link without a button", () => {
    render(<CallToActionWidget {...callToActionWidgetFixtures.noButton} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("prefixes an unsafe button url (content spec §5)", () => {
    render(<CallToActionWidget {...callToActionWidgetFixtures.unsafeButton} />);
    expect(screen.getByRole("link", { name: "Click" }).getAttribute("href")).toBe(
      "unsafe:javascript:alert(1)",
    );
  });
});
