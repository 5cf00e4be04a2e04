import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { FormattedNumber } from "./FormattedNumber";

describe("FormattedNumber", () => {
  it("shows an abbreviated count with the full value in its title (shell spec §5)", () => {
    render(<FormattedNumber value={12_345} />);
    expect(screen.getByText("12.3k")).toHaveProperty("title", "12,345");
  });

  it("shows small counts as they are, without a title", () => {
    render(<FormattedNumber value={42} />);
    expect(screen.getByText("42").getAttribute("title")).toBeNull();
  });
});
