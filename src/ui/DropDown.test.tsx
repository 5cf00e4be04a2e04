import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DropDown, type DropDownWidth } from "./DropDown";
import { DropDownItem } from "./DropDownItem";
import { countOpenDropDowns } from "./dropdown-registry";

function Menu({
  name = "Options",
  width,
  onEdit = () => {},
}: {
  name?: string;
  width?: DropDownWidth;
  onEdit?: () => void;
}) {
  return (
    <DropDown buttonContents={name} width={width}>
      <DropDownItem onClick={onEdit}>Edit</DropDownItem>
      <DropDownItem onClick={() => {}} isDisabled>
        Move
      </DropDownItem>
      <DropDownItem to="/discussions/1">View</DropDownItem>
      <DropDownItem to="javascript:alert(1)">Report</DropDownItem>
    </DropDown>
  );
}

function setup(ui = <Menu />) {
  const user = userEvent.setup();
  render(
    <>
      <input aria-label="Search" />
      {ui}
      <p>Plain text</p>
    </>,
  );
  return { user, toggle: screen.getByRole("button", { name: "Options" }) };
}

describe("DropDown (shell spec §4 Drop-down or flyout)", () => {
  it("opens its menu on button click and says so on the button", async () => {
    const { user, toggle } = setup();
    expect(toggle.getAttribute("aria-haspopup")).toBe("menu");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("menu", { name: "Options" })).toBeTruthy();
  });

  it("moves focus to the first item on open", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("closes on an outside click, giving focus back to the button when the click lands on plain page", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByText("Plain text"));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("closes on an outside click on a field and leaves focus in that field", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole("textbox", { name: "Search" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Search" }));
  });

  it("closes when focus leaves the flyout", async () => {
    const { user, toggle } = setup(
      <>
        <Menu />
        <button>Next control</button>
      </>,
    );
    await user.click(toggle);
    await user.tab(); // View (Move is disabled)
    await user.tab(); // Report
    await user.tab(); // out
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next control" }));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes when its button is clicked again", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(toggle);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opening one drop-down closes all others", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Menu name="First" />
        <Menu name="Second" />
      </>,
    );
    const first = screen.getByRole("button", { name: "First" });
    const second = screen.getByRole("button", { name: "Second" });
    await user.click(first);
    await user.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("menu")).toHaveLength(1);
    expect(countOpenDropDowns()).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
  });

  it("moves between enabled items with the arrow keys, Home and End, wrapping around", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const item = (name: string) => screen.getByRole("menuitem", { name });
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(item("View"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(item("Report"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(item("Edit"));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(item("Report"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(item("Edit"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(item("Report"));
  });

  it("opens from the keyboard with ArrowDown on the button", async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
  });

  it("runs a chosen item's action, then closes and gives focus back to the button", async () => {
    const onEdit = vi.fn();
    const { user, toggle } = setup(<Menu onEdit={onEdit} />);
    await user.click(toggle);
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("sanitises link items (content spec §5)", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(screen.getByRole("menuitem", { name: "View" }).getAttribute("href")).toBe("/discussions/1");
    expect(screen.getByRole("menuitem", { name: "Report" }).getAttribute("href")).toBe(
      "unsafe:javascript:alert(1)",
    );
  });

  it.each([
    [undefined, "inlineSize", "250px"],
    ["medium", "inlineSize", "300px"],
    ["account", "minInlineSize", "350px"],
  ] as const)(
    "width %s gives the flyout %s %s (shell spec §9, DECISIONS)",
    async (width, property, value) => {
      const { user, toggle } = setup(<Menu width={width} />);
      await user.click(toggle);
      expect(getComputedStyle(screen.getByRole("menu"))[property]).toBe(value);
    },
  );

  it("gives items at least 30px, and 44px below the compact breakpoint 800 (shell spec §9)", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const item = screen.getByRole("menuitem", { name: "Edit" });
    expect(getComputedStyle(item).minBlockSize).toBe("30px");
    const mobileRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === "(max-width: 800px)")
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[]);
    const itemRule = mobileRules.find((rule) => item.matches(rule.selectorText));
    expect(itemRule?.style.getPropertyValue("min-block-size")).toBe("44px");
  });
});
