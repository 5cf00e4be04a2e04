import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import validators from "virtual:form-validator/src/ui/forms/fixtures/profile-form.schemas";
import { precompiledFormValidator, type ServerFormError } from "../../../runtime/forms";
import { ApiError } from "../../../runtime/api/api-error";
import { bannerFormSchema, profileFormSchema } from "./fixtures/profile-form.schemas";
import { GeneratedForm } from "./GeneratedForm";
import { UNSAVED_CHANGES_TEXT } from "./UnsavedChangesDialog";

type Profile = {
  name?: string;
  age?: number;
  bio?: string;
  subscribed?: boolean;
  links?: { website?: string };
};

const validator = precompiledFormValidator<Profile>(profileFormSchema, validators.profile!);
const saved: Profile = { name: "Ada", age: 36, subscribed: false, links: {} };

function renderForm(props: { serverError?: ServerFormError; onSubmit?: (data: Profile) => void } = {}) {
  const location = memoryLocation({ path: "/form", record: true });
  render(
    <Router hook={location.hook}>
      <Link href="/elsewhere">Elsewhere</Link>
      <GeneratedForm<Profile>
        schema={profileFormSchema}
        formData={saved}
        validator={validator}
        serverError={props.serverError}
        onSubmit={props.onSubmit ?? (() => {})}
      />
    </Router>,
  );
  return location;
}

/** The text of the element a control names as its description (errors and descriptions). */
function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

afterEach(() => act(() => document.body.replaceChildren()));

describe("GeneratedForm (runtime/forms SchemaForm with Plaza's controls)", () => {
  it("forms: required form fields show an asterisk (shell spec §5)", () => {
    renderForm();
    const label = (text: string) => screen.getByText(text, { selector: "label" });
    expect(label("Name").textContent).toBe("Name*");
    expect(label("Age").textContent).toBe("Age*");
    expect(label("Bio").textContent).toBe("Bio");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).required).toBe(true);
    expect(describedText(screen.getByRole("spinbutton", { name: "Age" }))).toBe("In whole years.");
  });

  it("forms: server field errors show under their fields, grouped by field with path and field joined (content spec §5, §8)", () => {
    renderForm({
      serverError: {
        message: "The request is not valid.",
        errors: [
          { field: "name", path: "body", code: "taken", message: "That name is taken." },
          { field: "name", path: "body", code: "plain", message: "That name is too plain." },
          { field: "website", path: "body.links", code: "url", message: "website must be a URL." },
          { field: "colour", code: "enum", message: "colour is not allowed here." },
          {
            field: "unknown",
            path: "body",
            code: "additionalProperties",
            message: "unknown is not a known field.",
          },
        ],
      },
    });
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(name)).toBe("That name is taken.That name is too plain.");
    expect(describedText(screen.getByRole("textbox", { name: "Website" }))).toBe("website must be a URL.");
    expect(describedText(screen.getByRole("combobox", { name: "Favourite colour" }))).toBe(
      "colour is not allowed here.",
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("The request is not valid.")).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["unknown is not a known field."]);
  });

  it("forms: an ApiError's grouped field errors show under their fields too (content spec §8)", () => {
    const error = new ApiError({
      status: 400,
      message: "Invalid.",
      errors: [{ field: "age", path: "body", code: "minimum", message: "age must be >= 0." }],
    });
    renderForm({ serverError: error });
    expect(describedText(screen.getByRole("spinbutton", { name: "Age" }))).toBe(
      "In whole years. | age must be >= 0.",
    );
  });

  it("forms: typing does not validate; a field is validated when it loses focus, and the form on submit", async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const name = screen.getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "A");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await userEvent.tab();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(name)).toBe("must NOT have fewer than 2 characters");

    await userEvent.clear(screen.getByRole("spinbutton", { name: "Age" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(describedText(screen.getByRole("spinbutton", { name: "Age" }))).toContain(
      "must have required property 'Age'",
    );

    await userEvent.type(name, "l");
    await userEvent.type(screen.getByRole("spinbutton", { name: "Age" }), "40");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: "Al", age: 40 }));
  });

  it("forms: leaving a form with unsaved changes asks first, with the unsaved changes text (shell spec §8)", async () => {
    const location = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Bio" }), "Hello");
    await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    const dialog = screen.getByRole("dialog", { name: "Unsaved Changes" });
    expect(within(dialog).getByText(UNSAVED_CHANGES_TEXT).textContent).toBe(
      "You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(location.history).toEqual(["/form"]);

    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(location.history).toEqual(["/form", "/elsewhere"]);
  });

  it("forms: a form without changes is left without a question", async () => {
    const location = renderForm();
    const bio = screen.getByRole("textbox", { name: "Bio" });
    await userEvent.type(bio, "x");
    await userEvent.clear(bio);
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(location.history).toEqual(["/form", "/elsewhere"]);
  });

  it("forms: what is being typed stays when the form renders again for another reason (a busy Save button)", async () => {
    function BusySave({ isBusy }: { isBusy: boolean }) {
      return (
        <GeneratedForm<Profile>
          schema={profileFormSchema}
          formData={saved}
          validator={validator}
          onSubmit={() => {}}
        >
          <button type="submit">{isBusy ? "Saving…" : "Save"}</button>
        </GeneratedForm>
      );
    }
    const { rerender } = render(
      <Router hook={memoryLocation({ path: "/form" }).hook}>
        <BusySave isBusy={false} />
      </Router>,
    );
    const name = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    await userEvent.type(name, " Lovelace");
    rerender(
      <Router hook={memoryLocation({ path: "/form" }).hook}>
        <BusySave isBusy />
      </Router>,
    );
    expect(screen.getByRole("button", { name: "Saving…" })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe("Ada Lovelace");
  });

  it("forms: pressing Save keeps the focus in the field, so a field's error clearing on blur cannot move Save from under the click", async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const name = screen.getByRole("textbox", { name: "Name" });
    await userEvent.click(name);
    const save = screen.getByRole("button", { name: "Save" });
    // fireEvent answers false when the press's default (moving the focus) was prevented.
    expect(fireEvent.mouseDown(save)).toBe(false);
    expect(document.activeElement).toBe(name);
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  describe("the image widget", () => {
    type Banner = { banner?: string };
    const bannerValidator = precompiledFormValidator<Banner>(bannerFormSchema, validators.banner!);
    const file = new File([new Uint8Array([137, 80, 78, 71])], "banner.png", { type: "image/png" });

    function renderImageForm(uploadImage?: (file: File) => Promise<string>) {
      const onSubmit = vi.fn<(data: Banner) => void>();
      render(
        <GeneratedForm<Banner>
          schema={bannerFormSchema}
          uiSchema={{ banner: { "ui:widget": "image" } }}
          formData={{ banner: "/uploads/old.png" }}
          validator={bannerValidator}
          services={uploadImage ? { uploadImage } : undefined}
          onSubmit={onSubmit}
        />,
      );
      return onSubmit;
    }

    it("forms: an uploaded image's address fills the field, and the preview shows it", async () => {
      const uploadImage = vi.fn(async (chosen: File) => `/uploads/${chosen.name}`);
      const onSubmit = renderImageForm(uploadImage);
      const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Banner" });
      expect(document.querySelector("img")?.getAttribute("src")).toBe("/uploads/old.png");
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      expect(input.accept).toBe("image/*");
      await userEvent.upload(input, file);
      await vi.waitFor(() => expect(field.value).toBe("/uploads/banner.png"));
      expect(uploadImage).toHaveBeenCalledWith(file);
      expect(document.querySelector("img")?.getAttribute("src")).toBe("/uploads/banner.png");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(onSubmit).toHaveBeenCalledWith({ banner: "/uploads/banner.png" });
    });

    it("forms: a failed upload says why and keeps the address", async () => {
      renderImageForm(async () => {
        throw new Error("The file is too large.");
      });
      await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
      expect((await screen.findByRole("alert")).textContent).toBe("The file is too large.");
      expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Banner" }).value).toBe(
        "/uploads/old.png",
      );
    });

    it("forms: without a way to store files the field takes an address only", () => {
      renderImageForm();
      expect(screen.queryByRole("button", { name: "Upload Banner" })).toBeNull();
      expect(document.querySelector('input[type="file"]')).toBeNull();
    });
  });
});
