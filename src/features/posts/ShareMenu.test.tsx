import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toastStore } from "../../ui/toasts/toast-store";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { ShareMenu } from "./ShareMenu";

afterEach(() => {
  toastStore.clear();
  resetSession();
});

const toastTexts = () => toastStore.store.getState().toasts.map((toast) => toast.body);

describe("ShareMenu (content spec §2, §8, §9)", () => {
  it('copies the link with utm_source=community-share and says "Link copied to clipboard."', async () => {
    const user = userEvent.setup();
    setSession({});
    render(<ShareMenu url="/discussion/1/welcome" name="Welcome" />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("menuitem", { name: "Copy Link" }));
    await waitFor(() => expect(toastTexts()).toContain("Link copied to clipboard."));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/discussion/1/welcome?utm_source=community-share`,
    );
  });

  it("offers an email link, and Share in a message only with conversations.add and conversations on", async () => {
    const user = userEvent.setup();
    setSession({
      user: {},
      permissions: ["conversations.add"],
      config: { "context.conversationsEnabled": false },
    });
    const { unmount } = render(<ShareMenu url="/discussion/1/welcome" name="Welcome" />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    const shareUrl = encodeURIComponent(
      `${window.location.origin}/discussion/1/welcome?utm_source=community-share`,
    );
    expect(screen.getByRole("menuitem", { name: "Email" }).getAttribute("href")).toBe(
      `mailto:?subject=Welcome&body=${shareUrl}`,
    );
    expect(screen.queryByRole("menuitem", { name: "Share in a message" })).toBeNull();
    unmount();
    setSession({
      user: {},
      permissions: ["conversations.add"],
      config: { "context.conversationsEnabled": true },
    });
    render(<ShareMenu url="/discussion/1/welcome" name="Welcome" />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("menuitem", { name: "Share in a message" }).getAttribute("href")).toBe(
      `/messages/add?content=${shareUrl}`,
    );
  });
});
