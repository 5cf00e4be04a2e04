import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { TitleBarLogo } from "./TitleBarLogo";

afterEach(resetSession);

const siteLogos = {
  "ui.siteName": "Plaza",
  "ui.logo": "/site-logo.svg",
  "ui.mobileLogo": "/site-logo-small.svg",
};

/** The logo's image inside the link home, found by its alt text. */
const logoImage = (alt = "Home") => {
  const link = screen.getByRole("link", { name: alt });
  expect(link.getAttribute("href")).toBe("/");
  return within(link).getByRole("img", { name: alt });
};

describe("TitleBarLogo: the site's logo images (shell spec §2 title bar)", () => {
  it("shows the site's desktop logo, alt text Home, when the layout gives no image", () => {
    setSession({ config: siteLogos });
    render(<TitleBarLogo isMobile={false} isScrolled={false} />);
    expect(logoImage().getAttribute("src")).toBe("/site-logo.svg");
    expect(screen.queryByText("Plaza")).toBeNull();
  });

  it("shows the site's mobile logo on mobile, falling back to the desktop one", () => {
    setSession({ config: siteLogos });
    const { unmount } = render(<TitleBarLogo isMobile isScrolled={false} />);
    expect(logoImage().getAttribute("src")).toBe("/site-logo-small.svg");
    unmount();
    setSession({ config: { ...siteLogos, "ui.mobileLogo": "" } });
    render(<TitleBarLogo isMobile isScrolled={false} />);
    expect(logoImage().getAttribute("src")).toBe("/site-logo.svg");
  });

  it("lets the layout's logo win over the site's, with the layout's alt text", () => {
    setSession({ config: siteLogos });
    const logo = { url: "/layout-logo.svg", alt: "Plaza home" };
    const { unmount } = render(<TitleBarLogo logo={logo} isMobile={false} isScrolled={false} />);
    expect(logoImage("Plaza home").getAttribute("src")).toBe("/layout-logo.svg");
    unmount();
    render(<TitleBarLogo logo={logo} isMobile isScrolled={false} />);
    expect(logoImage("Plaza home").getAttribute("src")).toBe("/layout-logo.svg");
  });

  it("names the site's image after the layout's alt text when the layout gives only that", () => {
    setSession({ config: siteLogos });
    render(<TitleBarLogo logo={{ alt: "Back to Plaza" }} isMobile={false} isScrolled={false} />);
    expect(logoImage("Back to Plaza").getAttribute("src")).toBe("/site-logo.svg");
  });

  it("shows the site name as text when neither the layout nor the site has a logo", () => {
    setSession({ config: { ...siteLogos, "ui.logo": "", "ui.mobileLogo": "" } });
    render(<TitleBarLogo isMobile isScrolled={false} />);
    expect(screen.getByRole("link", { name: "Plaza" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("marks a site logo address that fails the safe-link rule as unsafe (content spec §5)", () => {
    setSession({ config: { ...siteLogos, "ui.logo": "javascript:alert(1)" } });
    render(<TitleBarLogo isMobile={false} isScrolled={false} />);
    expect(logoImage().getAttribute("src")).toBe("unsafe:javascript:alert(1)");
  });
});
