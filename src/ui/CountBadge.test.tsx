import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { CountBadge } from "./CountBadge";

describe("CountBadge (shell spec §5: count badges cap at 99 and show 99+)", () => {
  it("shows counts up to 99 as they are", () => {
    render(
      <button type="button">
        Notifications <CountBadge count={99} />
      </button>,
    );
    expect(screen.getByRole("button", { name: "Notifications 99" })).toBeTruthy();
    expect(screen.getByText("99").getAttribute("title")).toBeNull();
  });

  it("caps at 99 as 99+ and gives the full count to screen readers and in a title", () => {
    render(
      <button type="button">
        Notifications <CountBadge count={1234} label="{count} unread notifications" />
      </button>,
    );
    expect(screen.getByText("99+")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications 1,234 unread notifications" })).toBeTruthy();
    expect(screen.getByTitle("1,234")).toBeTruthy();
  });

  it("abbreviates an uncapped count only above 1050 (shell spec §5: compact format above 1050)", () => {
    const { rerender } = render(<CountBadge count={1050} max={false} />);
    expect(screen.getByText("1,050")).toBeTruthy();
    rerender(<CountBadge count={12_345} max={false} />);
    expect(screen.getByText("12.3k")).toBeTruthy();
    expect(screen.getByTitle("12,345")).toBeTruthy();
  });

  it("renders nothing for zero", () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.innerHTML).toBe("");
  });
});
