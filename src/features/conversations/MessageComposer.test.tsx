import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { MessageComposer } from "./MessageComposer";

// A textarea stands in for the Slate editor (a lazy chunk with its own tests).
vi.mock("../editor/RichEditor", () => ({
  default: (props: { label: string }) => <textarea aria-label={props.label} />,
}));

afterEach(() => resetSession());

describe("MessageComposer (the message box)", () => {
  it("shows a member the editor and its send button", async () => {
    setSession({ user: {} });
    render(<MessageComposer label="Message" submitLabel="Send Message" onSend={vi.fn()} />);
    expect(await screen.findByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  it("shows a banned member their ban's reason and until when in place of the box", () => {
    setSession({
      user: {
        banned: 1,
        ban: { reason: "Harassment", dateInserted: "2026-01-01T00:00:00Z", dateExpires: null },
      },
    });
    const onSend = vi.fn();
    render(<MessageComposer label="Message" submitLabel="Send Message" onSend={onSend} />);
    const notice = screen.getByRole("region", { name: "You have been banned." });
    expect(within(notice).getByText("Harassment")).toBeTruthy();
    expect(within(notice).getByText("Permanently")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
  });

  it("shows the end date of a ban that has one", () => {
    setSession({
      user: {
        banned: 1,
        ban: { reason: "", dateInserted: "2026-01-01T00:00:00Z", dateExpires: "2026-02-01T12:00:00Z" },
      },
    });
    render(<MessageComposer label="Message" submitLabel="Send Message" onSend={vi.fn()} />);
    const notice = screen.getByRole("region", { name: "You have been banned." });
    expect(within(notice).getByText("No reason was given.")).toBeTruthy();
    expect(within(notice).getByRole("time").getAttribute("datetime")).toBe("2026-02-01T12:00:00.000Z");
    expect(within(notice).queryByText("Permanently")).toBeNull();
  });
});
