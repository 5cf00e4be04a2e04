import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { FragmentImporterContext } from "../../runtime/fragments/fragment-importer-context";
import type { ModuleImporter } from "../../runtime/fragments/load-fragment";
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
    expect(document.head.querySelector("style")?.textContent).toBe(".community-events { font-weight: 600; }");
  });

  it('shows only "Error Loading Fragment" when the fragment fails (its built-in renders nothing)', async () => {
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
});
