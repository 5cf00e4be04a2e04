import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Tag, type TagPreset } from "./Tag";

const presets: TagPreset[] = ["standard", "greyscale", "colored", "success", "primary", "error"];

describe("Tag (shell spec §3 tag presets)", () => {
  it("renders as plain text without a link", () => {
    render(<Tag>Announcement</Tag>);
    expect(screen.getByText("Announcement").tagName).toBe("SPAN");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("renders as a link with `to`", () => {
    render(<Tag to="/discussions?tagID=3">Help</Tag>);
    expect(screen.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/discussions?tagID=3");
  });

  it("marks an unsafe link (content spec §5)", () => {
    render(<Tag to="javascript:alert(1)">Bad</Tag>);
    expect(screen.getByRole("link", { name: "Bad" }).getAttribute("href")).toBe("unsafe:javascript:alert(1)");
  });

  it("gives each preset its own look", () => {
    render(
      <>
        {presets.map((preset) => (
          <Tag key={preset} preset={preset}>
            {preset}
          </Tag>
        ))}
      </>,
    );
    const classes = presets.map((preset) => screen.getByText(preset).className);
    expect(new Set(classes).size).toBe(presets.length);
  });
});
