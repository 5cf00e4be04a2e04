import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { CategoryChip } from "./CategoryChip";

function dotOf(link: HTMLElement): HTMLElement {
  const dot = link.querySelector<HTMLElement>("[data-category-color]");
  if (!dot) throw new Error("no colour dot");
  return dot;
}

describe("CategoryChip", () => {
  it("links to the category by its name, with the colour on a hidden dot only", () => {
    render(<CategoryChip category={{ name: "General", url: "/categories/2", color: "#1a7f5a" }} />);
    const link = screen.getByRole("link", { name: "General" });
    expect(link.getAttribute("href")).toBe("/categories/2");
    const dot = dotOf(link);
    expect(dot.getAttribute("aria-hidden")).toBe("true");
    expect(dot.style.backgroundColor).toBe("rgb(26, 127, 90)");
    expect(link.style.color).toBe("");
  });

  it("shows the neutral dot without a colour or with one that is not #rrggbb", () => {
    render(
      <>
        <CategoryChip category={{ name: "Plain", url: "/categories/3" }} />
        <CategoryChip category={{ name: "Odd", url: "/categories/4", color: "red;background:url(x)" }} />
      </>,
    );
    for (const name of ["Plain", "Odd"]) {
      const dot = dotOf(screen.getByRole("link", { name }));
      expect(dot.dataset.categoryColor).toBe("none");
      expect(dot.style.backgroundColor).toBe("");
    }
  });

  it("passes its address through the safe-link rule (content spec §5)", () => {
    render(<CategoryChip category={{ name: "Bad", url: "javascript:alert(1)" }} />);
    expect(screen.getByRole("link", { name: "Bad" }).getAttribute("href")).toBe("unsafe:javascript:alert(1)");
  });
});
