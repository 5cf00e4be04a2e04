import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toolbar } from "./Toolbar";
import { DropDown } from "./DropDown";
import { DropDownItem } from "./DropDownItem";

function Row({ withEdit = true }: { withEdit?: boolean }) {
  return (
    <>
      <button type="button">Before</button>
      <Toolbar label="Comment actions">
        <div role="group" aria-label="Reactions">
          <button type="button">Like, 2 people</button>
        </div>
        {withEdit ? <button type="button">Edit</button> : null}
        <button type="button">Quote</button>
        <DropDown buttonContents="Share" buttonType="text">
          <DropDownItem onClick={() => undefined}>Copy Link</DropDownItem>
          <DropDownItem onClick={() => undefined}>Email</DropDownItem>
        </DropDown>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

describe("Toolbar (WAI-ARIA toolbar: one Tab stop, arrows inside)", () => {
  it("is one Tab stop: the first control, then the one used last", async () => {
    const user = userEvent.setup();
    render(<Row />);
    expect(screen.getByRole("toolbar", { name: "Comment actions" })).toBeTruthy();
    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Like, 2 people" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "After" }));
    await user.tab({ shift: true });
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Quote" }));
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Quote" }));
  });

  it("moves with the arrows (wrapping), Home and End; a menu it opens keeps its own arrows", async () => {
    const user = userEvent.setup();
    render(<Row />);
    const like = screen.getByRole("button", { name: "Like, 2 people" });
    const share = screen.getByRole("button", { name: "Share" });
    act(() => like.focus());
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(share);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(like);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(share);
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Copy Link" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Email" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Email" }));
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(share);
  });

  it("takes in the controls the server rendered disabled once they are enabled", async () => {
    const user = userEvent.setup();
    function Hydrating() {
      const [isReady, setIsReady] = useState(false);
      return (
        <>
          <button type="button">Before</button>
          <Toolbar label="Comment actions">
            <button type="button" disabled={!isReady}>
              Quote
            </button>
            <button type="button" disabled={!isReady}>
              Reply
            </button>
          </Toolbar>
          <button type="button" onClick={() => setIsReady(true)}>
            Hydrated
          </button>
        </>
      );
    }
    render(<Hydrating />);
    await user.click(screen.getByRole("button", { name: "Hydrated" }));
    await act(async () => undefined);
    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Quote" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Hydrated" }));
  });

  it("keeps one stop when the control used last goes away", async () => {
    const user = userEvent.setup();
    function Changing() {
      const [withEdit, setWithEdit] = useState(true);
      return (
        <>
          <Row withEdit={withEdit} />
          <button type="button" onClick={() => setWithEdit(false)}>
            Time runs out
          </button>
        </>
      );
    }
    render(<Changing />);
    act(() => screen.getByRole("button", { name: "Edit" }).focus());
    await user.click(screen.getByRole("button", { name: "Time runs out" }));
    await act(async () => undefined);
    const stops = screen
      .getAllByRole("button")
      .filter((button) => button.closest("[role=toolbar]") && button.tabIndex === 0);
    expect(stops.map((button) => button.textContent)).toEqual(["Like, 2 people"]);
  });
});
