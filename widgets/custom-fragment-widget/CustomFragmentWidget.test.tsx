import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { FragmentImporterContext } from "../../runtime/fragments/fragment-importer-context";
import type { ModuleImporter } from "../../runtime/fragments/load-fragment";
import type { PropsValidator } from "../../runtime/layout/validate-props";
import { LayoutRuntimeContext } from "../../runtime/layout/layout-runtime";
import { createRegistry } from "../../runtime/registry/registry";
import { resetSession, setSession } from "../../tests/helpers/session";
import { CustomFragmentWidget } from "./CustomFragmentWidget";
import { customFragmentWidgetFixtures as fixtures } from "./fixtures";

/** A fragment module as an uploaded one would export it. */
function EventsFragment(props: { title?: string; items?: string[]; Default: () => null }) {
  return (
    <section aria-label={props.title ?? "Events"}>
      <ul>
        {props.items?.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <props.Default />
    </section>
  );
}

async function renderWith(importModule: ModuleImporter, ui: ReactElement) {
  await act(async () => {
    render(<FragmentImporterContext value={importModule}>{ui}</FragmentImporterContext>);
  });
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
  document.head.innerHTML = "";
});

describe("CustomFragmentWidget (shell spec §2 custom fragment)", () => {
  it("renders every fixture", async () => {
    const importModule: ModuleImporter = async () => ({ default: EventsFragment });
    for (const props of Object.values(fixtures)) {
      await renderWith(importModule, <CustomFragmentWidget {...props} />);
    }
    expect(screen.queryByText("Error Loading Fragment")).toBeNull();
  });

  it("passes fragmentProps through to the fragment's component", async () => {
    const importModule = vi.fn<ModuleImporter>(async () => ({ default: EventsFragment }));
    await renderWith(importModule, <CustomFragmentWidget {...fixtures.withProps!} />);
    const section = screen.getByRole("region", { name: "Community events" });
    expect(section.textContent).toBe("MeetupAMA");
    expect(importModule).toHaveBeenCalledWith(fixtures.withProps!.fragmentImpl.jsUrl);
  });

  it("applies the fragment's inline css", async () => {
    await renderWith(
      async () => ({ default: EventsFragment }),
      <CustomFragmentWidget {...fixtures.inlineCss!} />,
    );
    expect(document.head.querySelector("style")?.textContent).toBe(
      `@scope ([data-plaza-fragment="${fixtures.inlineCss!.fragmentImpl.fragmentUUID}"]) {\n.community-events { font-weight: 600; }\n}`,
    );
  });

  it('shows site managers only "Error Loading Fragment" when the fragment fails (its built-in renders nothing)', async () => {
    setSession({ user: { userID: 1 }, permissions: ["site.manage"] });
    await renderWith(
      async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
      <CustomFragmentWidget {...fixtures.withoutProps!} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Error Loading Fragment");
    expect(document.body.textContent).toBe("Error Loading Fragment");
  });

  it('renders nothing for fragmentUUID "system"', async () => {
    const importModule = vi.fn<ModuleImporter>();
    await renderWith(importModule, <CustomFragmentWidget {...fixtures.system!} />);
    expect(document.body.textContent).toBe("");
    expect(importModule).not.toHaveBeenCalled();
  });

  it("shows everyone else nothing when the fragment fails", async () => {
    await renderWith(
      async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
      <CustomFragmentWidget {...fixtures.withoutProps!} />,
    );
    expect(document.body.textContent).toBe("");
  });
});

describe("CustomFragmentWidget with a declared props schema (propsValidatorUrl)", () => {
  const validatorUrl = "/api/v2/fragments/7a0d3c1e-0b7e-4c55-9d0c-2f9a1c3e5b10/props-validator.js";
  /** As the served module's ajv validator would: `title` is a required string, nothing else is allowed. */
  const validate: PropsValidator = Object.assign(
    (data: unknown) => {
      const props = data as Record<string, unknown>;
      const errors: NonNullable<PropsValidator["errors"]> = [];
      if (!("title" in props))
        errors.push({
          instancePath: "",
          keyword: "required",
          message: "must have required property 'title'",
          params: { missingProperty: "title" },
        });
      else if (typeof props.title !== "string")
        errors.push({
          instancePath: "/title",
          keyword: "type",
          message: "must be string",
          params: { type: "string" },
        });
      validate.errors = errors.length ? errors : null;
      return errors.length === 0;
    },
    { errors: null },
  );
  const modules = (url: string) =>
    url === validatorUrl ? { default: validate } : { default: EventsFragment };
  const runtime = { registry: createRegistry([]), debug: true };
  const withValidator = (fragmentProps: Record<string, unknown>) => (
    <LayoutRuntimeContext.Provider value={runtime}>
      <CustomFragmentWidget
        {...fixtures.withProps!}
        fragmentProps={fragmentProps}
        propsValidatorUrl={validatorUrl}
      />
    </LayoutRuntimeContext.Provider>
  );

  it("imports the validator through the fragments' importer and renders the fragment when the props are valid", async () => {
    const importModule = vi.fn<ModuleImporter>(async (url) => modules(url));
    await renderWith(importModule, withValidator({ title: "Community events", items: ["Meetup"] }));
    expect((await screen.findByRole("region", { name: "Community events" })).textContent).toBe("Meetup");
    expect(importModule).toHaveBeenCalledWith(validatorUrl);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("renders the layout error panel with the errors instead of the fragment when they are not", async () => {
    const importModule = vi.fn<ModuleImporter>(async (url) => modules(url));
    await renderWith(importModule, withValidator({ title: 42 }));
    const panel = await screen.findByRole("note", { name: "Layout error" });
    expect(panel.textContent).toContain("CustomFragmentWidget");
    expect(panel.textContent).toContain("title: must be string");
    expect(screen.queryByRole("region")).toBeNull();
    expect(importModule).not.toHaveBeenCalledWith(fixtures.withProps!.fragmentImpl.jsUrl);
  });

  it("reports a validator that cannot be loaded as a layout error, without rendering the fragment", async () => {
    const importModule = vi.fn<ModuleImporter>(async (url) => {
      if (url === validatorUrl) throw new TypeError("Failed to fetch dynamically imported module");
      return modules(url);
    });
    await renderWith(importModule, withValidator({ title: "Community events" }));
    const panel = await screen.findByRole("note", { name: "Layout error" });
    expect(panel.textContent).toContain(`The props validator ${validatorUrl} could not be loaded`);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
