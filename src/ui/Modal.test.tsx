import { useId, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Modal, type ModalSize } from "./Modal";
import { ModalHeader } from "./ModalHeader";
import { ModalFooter } from "./ModalFooter";

/** A page with a button that opens a modal holding two buttons; the modal closes through its onClose. */
function Page({ size = "medium" as ModalSize, isNotDismissable = false }) {
  const [isOpen, setIsOpen] = useState(false);
  const titleID = useId();
  return (
    <>
      <button onClick={() => setIsOpen(true)}>Open</button>
      <button>Behind</button>
      <Modal
        isVisible={isOpen}
        size={size}
        titleID={titleID}
        isNotDismissable={isNotDismissable}
        onClose={() => setIsOpen(false)}
      >
        <ModalHeader title="Edit title" />
        <p>Give the discussion a new title.</p>
        <input aria-label="Title" />
        <ModalFooter>
          <button>Save</button>
        </ModalFooter>
      </Modal>
    </>
  );
}

async function openPage(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Edit title" }) };
}

afterEach(() => {
  document.body.style.overflow = "";
});

describe("Modal (shell spec §2 Modals and overlays)", () => {
  it("is a modal dialog named by its title, rendered in a portal on document.body", async () => {
    const { dialog } = await openPage();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it("is named by its label when it has no visible title", () => {
    render(
      <Modal size="small" label="Share" onClose={() => {}}>
        <button>Copy link</button>
      </Modal>,
    );
    expect(screen.getByRole("dialog", { name: "Share" })).toBeTruthy();
  });

  it("moves focus to its first focusable element on open", async () => {
    await openPage();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });

  it("focuses the dialog itself when nothing inside can take focus", () => {
    render(
      <Modal size="small" label="Notice" onClose={() => {}}>
        <p>Read only</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole("dialog", { name: "Notice" }));
  });

  it("traps Tab and Shift+Tab inside the modal", async () => {
    const { user } = await openPage();
    const close = screen.getByRole("button", { name: "Close" });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Title" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
  });

  it("closes on Escape and gives focus back to the element that opened it", async () => {
    const { user } = await openPage();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" }));
  });

  it('closes from the header\'s close button titled "Close" (shell spec §8 icon titles)', async () => {
    const { user } = await openPage();
    const close = screen.getByRole("button", { name: "Close" });
    expect(close.getAttribute("title")).toBe("Close");
    await user.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a scrim click but not on a click inside the dialog", async () => {
    const { user, dialog } = await openPage();
    await user.click(screen.getByText("Give the discussion a new title."));
    expect(screen.getByRole("dialog")).toBe(dialog);
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open on a scrim click when isNotDismissable, and still closes on Escape", async () => {
    const { user, dialog } = await openPage({ isNotDismissable: true });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole("dialog")).toBe(dialog);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks the page scroll while open and restores it on close", async () => {
    document.body.style.overflow = "auto";
    const { user } = await openPage();
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("auto");
  });

  it("sits on layer 1051, above the title bar's 1050 (DECISIONS: constants stated twice)", async () => {
    const { dialog } = await openPage();
    expect(getComputedStyle(dialog.parentElement as HTMLElement).zIndex).toBe("1051");
  });

  it.each([
    ["xl", 1022],
    ["xxl", 1320],
    ["large", 720],
    ["medium", 516],
    ["small", 375],
  ] as const)("%s is %ipx wide with a 40px margin on each side (shell spec §9)", async (size, width) => {
    const { dialog } = await openPage({ size });
    expect(getComputedStyle(dialog).maxInlineSize).toBe(`min(${width}px, calc(100% - 80px))`);
  });

  it.each([
    ["sidePanelRight", "516px", "flex-end"],
    ["sidePanelRightLarge", "720px", "flex-end"],
    ["sidePanelLeft", "516px", "flex-start"],
  ] as const)("%s is a full-height panel %s wide on its side", async (size, width, justify) => {
    const { dialog } = await openPage({ size });
    expect(getComputedStyle(dialog).maxInlineSize).toBe(width);
    expect(getComputedStyle(dialog).blockSize).toBe("100%");
    expect(getComputedStyle(dialog.parentElement as HTMLElement).justifyContent).toBe(justify);
  });

  it("fullScreen fills the window edge to edge", async () => {
    const { dialog } = await openPage({ size: "fullScreen" });
    expect(getComputedStyle(dialog).blockSize).toBe("100%");
    expect(getComputedStyle(dialog).borderRadius).toBe("0px");
  });

  it("dropDown hangs from the top of the window", async () => {
    const { dialog } = await openPage({ size: "dropDown" });
    expect(getComputedStyle(dialog.parentElement as HTMLElement).alignItems).toBe("flex-start");
  });

  it("has header and footer at least 60px high (shell spec §9)", async () => {
    const { dialog } = await openPage();
    const header = dialog.querySelector("header") as HTMLElement;
    const footer = dialog.querySelector("footer") as HTMLElement;
    expect(getComputedStyle(header).minBlockSize).toBe("60px");
    expect(getComputedStyle(footer).minBlockSize).toBe("60px");
  });

  it("closes only the top modal on Escape when modals are stacked", async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <Modal size="large" label="Outer" onClose={closeOuter}>
        <button>Outer action</button>
        <Modal size="small" label="Inner" onClose={closeInner}>
          <button>Inner action</button>
        </Modal>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Inner action" }));
    await user.keyboard("{Escape}");
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
