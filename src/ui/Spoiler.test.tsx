import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Spoiler } from "./Spoiler";

describe("Spoiler (shell spec §4: a spoiler toggles shown or hidden)", () => {
  it("starts hidden, out of the accessibility tree", () => {
    render(
      <Spoiler>
        <p>The butler did it</p>
      </Spoiler>,
    );
    const toggle = screen.getByRole("button", { name: "Show Spoiler" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("The butler did it")).not.toBeNull(); // in the DOM...
    expect(screen.queryByRole("paragraph")).toBeNull(); // ...but not exposed
  });

  it("shows and hides the content with its toggle", async () => {
    const user = userEvent.setup();
    render(
      <Spoiler>
        <p>The butler did it</p>
      </Spoiler>,
    );
    await user.click(screen.getByRole("button", { name: "Show Spoiler" }));
    expect(screen.getByRole("paragraph").textContent).toBe("The butler did it");
    const toggle = screen.getByRole("button", { name: "Hide Spoiler" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.click(toggle);
    expect(screen.queryByRole("paragraph")).toBeNull();
  });
});
