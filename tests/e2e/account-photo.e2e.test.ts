import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache } from "./sign-in-once";
import { letterAvatarUrl } from "../../runtime/url/letter-avatar";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

/** A 400×300 PNG drawn in the page: red on the left half, blue on the right. */
async function twoColourPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#f00";
    context.fillRect(0, 0, 200, 300);
    context.fillStyle = "#00f";
    context.fillRect(200, 0, 200, 300);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

/** The size of a served image and the red channel of its pixel at (x, y). */
/** The path of an address, absolute or from the site's root. */
function pathOf(src: string | null): string | null {
  return src === null ? null : new URL(src, "http://plaza.invalid").pathname;
}

async function pixelOf(page: Page, url: string, x: number, y: number) {
  return page.evaluate(
    async ({ url, x, y }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const [red] = context.getImageData(x, y, 1, 1).data;
      return { width: image.naturalWidth, height: image.naturalHeight, red };
    },
    { url, x, y },
  );
}

describe("account settings photo (/profile/edit, shell spec §4 Avatar, §9 photo sizes)", () => {
  it("crops a chosen image to a 290×290 square moved with the keys, and the title bar and posts show it", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "katherine");
    await page.goto("/profile/edit", { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Photo" });
    await form.getByLabel("Choose a photo").setInputFiles({
      name: "wide.png",
      mimeType: "image/png",
      buffer: await twoColourPng(page),
    });
    const square = form.getByRole("group", { name: "Crop square" });
    await square.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Dragged as far left as it goes, the square starts at the picture's edge.
    await square.scrollIntoViewIfNeeded();
    const box = (await square.boundingBox())!;
    expect(box.width).toBeCloseTo(box.height, 0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await square.evaluate((element) => (element as HTMLElement).style.left)).toBe("0%");
    // Two Shift steps of 60 pixels each: the square is 120..420 of the picture, so its output at
    // x=100 (picture x 223) is blue and at x=5 (picture x 125) red.
    await square.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await form.getByRole("button", { name: "Save Photo" }).click();
    await form.getByRole("status").getByText("Your photo was saved.").waitFor();

    // The API gives it absolute (as Vanilla's clients expect); pages may write it from the site's root.
    const photoUrl: string = await page.evaluate(
      async () => (await (await fetch("/api/v2/users/me")).json()).photoUrl,
    );
    expect(new URL(photoUrl).origin).toBe(new URL(page.url()).origin);
    const me = new URL(photoUrl).pathname;
    expect(me).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\.png$/);
    expect(await pixelOf(page, me, 100, 145)).toEqual({ width: 290, height: 290, red: 0 });
    expect((await pixelOf(page, me, 5, 145)).red).toBe(255);
    // The title bar's avatar follows at once.
    const avatar = page.getByRole("button", { name: "My Account" }).locator("img");
    await expect.poll(async () => pathOf(await avatar.getAttribute("src"))).toBe(me);

    // A discussion the member started shows the new photo beside their name.
    const own = await page.evaluate(async () => {
      const me = await (await fetch("/api/v2/users/me")).json();
      const list = await (await fetch(`/api/v2/discussions?insertUserID=${me.userID}&limit=1`)).json();
      return (list as { url: string }[])[0];
    });
    expect(own).toBeDefined();
    await page.goto(new URL(own!.url, browser.baseURL).pathname, { waitUntil: "networkidle" });
    await page.locator(`main img[src$="${me}"]`).first().waitFor();

    await page.goto("/profile/edit", { waitUntil: "networkidle" });
    await page.getByRole("form", { name: "Photo" }).getByRole("button", { name: "Remove Photo" }).click();
    await page.getByRole("form", { name: "Photo" }).getByText("Your photo was removed.").waitFor();
    // No photo any more: the title bar shows the member's letter avatar, drawn by the server, and it
    // loads under the page's CSP.
    const letters = page.getByRole("button", { name: "My Account" }).locator("img");
    await page.waitForFunction((src) => {
      const img = document.querySelector<HTMLImageElement>(`img[src$="${src}"]`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, letterAvatarUrl("katherine"));
    expect(pathOf(await letters.getAttribute("src"))).toBe(letterAvatarUrl("katherine"));
    expect(browser.consoleErrors()).toEqual([]);
  });
});
