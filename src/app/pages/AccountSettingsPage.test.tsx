import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEMO_PASSWORD, signInAs } from "../../../tests/helpers/server";
import { multipart, PNG_3X2 } from "../../../tests/helpers/multipart";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { sessionStore } from "../../../runtime/data/session-store";
import { letterAvatarUrl } from "../../../runtime/url/letter-avatar";
import { renderAt } from "./moderation-pages-test-support";
import { setUpAccountPages } from "./account-pages-test-support";
import { AccountSettingsPage } from "./AccountSettingsPage";

const api = setUpAccountPages();
const { mailer } = api;

const accountOf = (name: string) =>
  api.app.db
    .selectFrom("users")
    .select(["email", "emailConfirmed", "photoUrl"])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();

/** Gives a demo member a stored photo through the API, as an earlier visit to this page would. */
async function storePhotoOf(name: string): Promise<string> {
  const body = multipart([{ name: "photo", fileName: "me.png", data: PNG_3X2, type: "image/png" }]);
  const response = await api.app.inject({
    method: "POST",
    url: "/api/v2/users/me/photo",
    headers: { ...body.headers, cookie: await signInAs(api.app, name) },
    payload: body.payload,
  });
  return response.json<{ photoUrl: string }>().photoUrl;
}

describe("AccountSettingsPage: Photo", () => {
  it("shows the current photo and removes it from the account and the title bar's session user", async () => {
    const photoUrl = await storePhotoOf("member2");
    await signInThrough(api, "member2");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const form = await screen.findByRole("form", { name: "Photo" });
    // The API gives the photo as an absolute URL on the site's origin.
    const src = within(form).getByRole("img", { name: "member2" }).getAttribute("src") ?? "";
    expect(new URL(src).pathname).toBe(photoUrl);
    expect(within(form).getByLabelText("Choose a photo").getAttribute("type")).toBe("file");
    // Nothing chosen yet: nothing to save.
    expect((within(form).getByRole("button", { name: "Save Photo" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(within(form).getByRole("button", { name: "Remove Photo" }));
    await waitFor(() => expect(within(form).getByRole("status").textContent).toBe("Your photo was removed."));
    expect((await accountOf("member2")).photoUrl).toBe("");
    expect(sessionStore.getState().user.photoUrl).toBe("");
    // No photo: the member's letter avatar, named after them.
    const avatar = within(form).getByRole("img", { name: "member2" });
    expect(avatar.getAttribute("src")).toBe(letterAvatarUrl("member2"));
    expect(within(form).queryByRole("button", { name: "Remove Photo" })).toBeNull();
  });

  it("refuses a file that is not an image before anything is uploaded", async () => {
    await signInThrough(api, "member");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const form = await screen.findByRole("form", { name: "Photo" });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(form).getByLabelText("Choose a photo"),
      new File(["plain words"], "notes.txt", { type: "text/plain" }),
    );
    expect((await within(form).findByRole("alert")).textContent).toBe("Choose an image file.");
    expect(api.calls.filter((call) => call.path.includes("photo"))).toEqual([]);
  });

  it("crops the largest centered square of a chosen image, moved with the arrow keys", async () => {
    await signInThrough(api, "member");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const form = await screen.findByRole("form", { name: "Photo" });
    await userEvent.upload(
      within(form).getByLabelText("Choose a photo"),
      new File([PNG_3X2], "wide.png", { type: "image/png" }),
    );
    const image = (await within(form).findByRole("img", { name: "The chosen photo" })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    // jsdom decodes no images: the browser's decoded size of a 400×300 picture is given by hand.
    Object.defineProperty(image, "naturalWidth", { value: 400 });
    Object.defineProperty(image, "naturalHeight", { value: 300 });
    fireEvent.load(image);

    const square = within(form).getByRole("group", { name: "Crop square" });
    expect(square.style.left).toBe("12.5%");
    expect(square.style.width).toBe("75%");
    expect(square.style.height).toBe("100%");
    square.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(square.style.left).toBe("11%");
    await userEvent.keyboard("{Shift>}{ArrowRight}{/Shift}");
    expect(square.style.left).toBe("25%");
    await userEvent.keyboard("{ArrowUp}");
    expect(square.style.top).toBe("0%");
    expect((within(form).getByRole("button", { name: "Save Photo" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe("AccountSettingsPage: Email", () => {
  it("changes the address with the current password and says a confirmation mail was sent", async () => {
    await signInThrough(api, "member");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const form = await screen.findByRole("form", { name: "Email" });
    await userEvent.type(within(form).getByLabelText("New Email"), "moved@plaza.invalid");
    await userEvent.type(within(form).getByLabelText("Current Password"), "not my password");
    await userEvent.click(within(form).getByRole("button", { name: "Change Email" }));
    expect(await within(form).findByText("Your current password is not correct.")).toBeTruthy();

    const before = mailer.sent.length;
    await userEvent.type(within(form).getByLabelText("Current Password"), DEMO_PASSWORD);
    await userEvent.click(within(form).getByRole("button", { name: "Change Email" }));
    await waitFor(() =>
      expect(within(form).getByRole("status").textContent).toBe(
        "We sent a confirmation email to moved@plaza.invalid. Open its link to confirm the address.",
      ),
    );
    expect(await accountOf("member")).toMatchObject({ email: "moved@plaza.invalid", emailConfirmed: 0 });
    expect(mailer.sent.slice(before).map((mail) => mail.to)).toEqual(["moved@plaza.invalid"]);
    expect(sessionStore.getState().user.emailConfirmed).toBe(false);
  });

  it("shows another account's address as an error under the New Email field", async () => {
    await signInThrough(api, "member2");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const form = await screen.findByRole("form", { name: "Email" });
    const email = within(form).getByLabelText("New Email");
    await userEvent.type(email, (await accountOf("moderator")).email);
    await userEvent.type(within(form).getByLabelText("Current Password"), DEMO_PASSWORD);
    await userEvent.click(within(form).getByRole("button", { name: "Change Email" }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("That email address is already registered.")).toBeTruthy();
    expect(within(form).getByRole("status").textContent).toBe("");
  });
});

describe("AccountSettingsPage: Privacy and Invitations", () => {
  it("offers the privacy choice and, to a member who may invite, the invitations page", async () => {
    await signInThrough(api, "member");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const privacy = await screen.findByRole("region", { name: "Privacy" });
    expect(within(privacy).getAllByRole("radio").length).toBe(3);
    const invitations = screen.getByRole("region", { name: "Invitations" });
    expect(
      within(invitations).getByRole("link", { name: "Invite people to the community" }).getAttribute("href"),
    ).toBe("/profile/invitations");
  });
});
