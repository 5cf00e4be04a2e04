import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ComponentType, ReactNode } from "react";
import type { FragmentImpl, LayoutNode } from "../../schemas/layout/node.schema";
import { COMMENT_ITEM_FRAGMENT_TYPE, fragmentTypeOfWidget } from "../../schemas/widgets/fragment-types";
import type { Comment } from "../../schemas/entities/comment.schema";
import { builtInWidgets } from "../../widgets";
import { widgetFolderOf } from "../../runtime/registry/widget-folder";
import { LayoutRuntimeContext } from "../../runtime/layout/layout-runtime";
import { LayoutRenderer, isLayoutNode, lazyComponentOf } from "../../runtime/layout/LayoutRenderer";
import { FragmentImporterContext } from "../../runtime/fragments/fragment-importer-context";
import type { ModuleImporter } from "../../runtime/fragments/load-fragment";
import { sessionStore } from "../../runtime/data/session-store";
import { createAppLayoutRuntime } from "../../src/app/layout/app-layout-runtime";
import { CommentItem, type CommentItemFragmentProps } from "../../src/features/posts";
import { commentThreadAssetFixtures } from "../../widgets/comment-thread-asset/fixtures";
import { originalPostAssetFixtures } from "../../widgets/original-post-asset/fixtures";
import { fakeFetch } from "../helpers/fake-fetch";
import { resetSession, setSession } from "../helpers/session";

const fixtureModules = import.meta.glob<Record<string, Record<string, Record<string, unknown>>>>(
  "../../widgets/*/fixtures.ts",
  { eager: true },
);
function fixturesOf(type: string): Record<string, Record<string, unknown>> {
  const module = fixtureModules[`../../widgets/${widgetFolderOf(type)}/fixtures.ts`];
  return module ? (Object.values(module)[0] ?? {}) : {};
}

/** The props a fragment gets for a node's props: nested layout nodes arrive rendered. */
function expectedProps(value: unknown): unknown {
  if (isLayoutNode(value)) return expect.anything();
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(isLayoutNode) ? expect.any(Array) : value.map(expectedProps);
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expectedProps(v)]));
  }
  return value;
}

let uuid = 0;
const implOf = (name: string): FragmentImpl & { jsUrl: string } => {
  const fragmentUUID = `${name.toLowerCase()}-${++uuid}`;
  return {
    fragmentUUID,
    fragmentRevisionUUID: `rev-${uuid}`,
    jsUrl: `/api/v2/fragments/${fragmentUUID}/js?fragmentRevisionUUID=rev-${uuid}`,
  };
};

/** Renders layout nodes with the app's runtime, fragments imported by `importModule`. */
async function renderLayout(nodes: LayoutNode[], importModule: ModuleImporter) {
  const runtime = createAppLayoutRuntime({ debug: true, session: sessionStore });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <FragmentImporterContext value={importModule}>
          <LayoutRuntimeContext.Provider value={runtime}>
            <LayoutRenderer nodes={nodes} />
          </LayoutRuntimeContext.Provider>
        </FragmentImporterContext>
      </SWRConfig>,
    );
  });
  return result;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fakeFetch().fetch);
  window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza");
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSession();
  document.head.innerHTML = "";
});

const overridable = builtInWidgets.filter((definition) => (definition.fragmentTypes ?? []).length > 0);

describe("every built-in widget can be replaced by a fragment (shell spec §2 custom fragments)", () => {
  it("gives every widget its fragment type; only sections and the custom fragment widget have none", () => {
    for (const definition of builtInWidgets) {
      const own = fragmentTypeOfWidget(definition.type);
      expect(definition.fragmentTypes ?? [], definition.type).toEqual(own ? [own] : []);
    }
    const without = builtInWidgets.filter((definition) => !definition.fragmentTypes?.length);
    expect(without.every((d) => d.type.startsWith("Section") || d.type === "CustomFragmentWidget")).toBe(
      true,
    );
    expect(overridable.length).toBe(builtInWidgets.length - without.length);
  });

  it.each(overridable.map((definition) => [definition.type, definition] as const))(
    "%s renders its node's fragment with its validated props and Default, in place of the built-in",
    async (type, definition) => {
      const fixtures = Object.entries(fixturesOf(type));
      expect(fixtures.length, `widgets/${widgetFolderOf(type)}/fixtures.ts has no fixtures`).toBeGreaterThan(
        0,
      );
      const fragmentType = definition.fragmentTypes![0]!;
      for (const [name, props] of fixtures) {
        const received: Record<string, unknown>[] = [];
        function TestFragment(fragmentProps: Record<string, unknown>) {
          received.push(fragmentProps);
          return <p>Fragment of {type}</p>;
        }
        const importModule = vi.fn<ModuleImporter>(async () => ({ default: TestFragment }));
        const impl = implOf(type);
        const node: LayoutNode = {
          $reactComponent: type,
          $reactProps: props,
          $fragmentImpls: { [fragmentType]: impl },
        };
        const { container, unmount } = await renderLayout([node], importModule);
        expect(await screen.findByText(`Fragment of ${type}`), `${type} fixture "${name}"`).toBeTruthy();
        expect(importModule).toHaveBeenCalledWith(impl.jsUrl);
        // The fragment replaced the built-in: its scope holds all the node shows.
        const scope = container.querySelector(`[data-plaza-fragment="${impl.fragmentUUID}"]`);
        expect(scope?.textContent).toBe(`Fragment of ${type}`);
        expect(container.textContent).toBe(`Fragment of ${type}`);
        const { Default, ...rest } = received.at(-1)!;
        expect(rest, `${type} fixture "${name}"`).toEqual(expectedProps(props));
        expect(Default).toBe(lazyComponentOf(definition));
        unmount();
      }
    },
  );
});

describe("CommentItemFragment (each comment of the comment thread)", () => {
  const fixture = commentThreadAssetFixtures.firstPage!;
  const comments = fixture.comments as Comment[];
  const first = comments[0]!;

  /** Renders the first comment its own way, and the others as the built-in item does. */
  function CommentFragment(
    props: CommentItemFragmentProps & { Default: ComponentType<CommentItemFragmentProps> },
  ) {
    const { Default, ...itemProps } = props;
    if (props.comment.commentID !== first.commentID) return <Default {...itemProps} />;
    return (
      <li aria-label="Custom comment">
        {props.comment.commentID} in {props.discussion.name} (#{props.discussion.discussionID}, category{" "}
        {props.discussion.categoryID}, {props.discussion.closed ? "closed" : "open"})
      </li>
    );
  }
  const received: Array<Record<string, unknown>> = [];
  const importModule: ModuleImporter = async () => ({
    default: (props: CommentItemFragmentProps & { Default: ComponentType<CommentItemFragmentProps> }) => {
      received.push(props as unknown as Record<string, unknown>);
      return <CommentFragment {...props} />;
    },
  });
  const threadNode = (impls?: Record<string, FragmentImpl>): LayoutNode => ({
    $reactComponent: "CommentThreadAsset",
    $reactProps: fixture,
    ...(impls ? { $fragmentImpls: impls } : {}),
  });

  beforeEach(() => {
    received.length = 0;
  });

  it("replaces each comment with the thread node's fragment, which gets the comment, its discussion and Default", async () => {
    await renderLayout([threadNode({ [COMMENT_ITEM_FRAGMENT_TYPE]: implOf("Comment") })], importModule);
    const custom = await screen.findByRole("listitem", { name: "Custom comment" });
    expect(custom.textContent).toBe(`${first.commentID} in Welcome to Plaza (#1, category 1, open)`);
    // The thread itself is still the built-in, and the other comments render through Default.
    const thread = screen.getByRole("region", { name: "Comments" });
    expect(within(thread).getByRole("heading", { name: "Comments" })).toBeTruthy();
    for (const comment of comments.slice(1)) {
      expect(
        thread.querySelector(`#Comment_${comment.commentID}`),
        `comment ${comment.commentID}`,
      ).toBeTruthy();
    }
    const props = received.find((p) => (p.comment as Comment).commentID === first.commentID)!;
    expect(props).toMatchObject({
      comment: first,
      discussion: { discussionID: 1, name: "Welcome to Plaza", categoryID: 1, closed: false },
      discussionName: "Welcome to Plaza",
      canQuote: false,
      isHighlighted: false,
    });
    expect(props.onUpdated).toBeTypeOf("function");
    expect(props.Default).toBe(CommentItem);
  });

  it("falls back to the site's fragments.globalImpls, and a node's \"system\" impl keeps the built-in", async () => {
    setSession({ config: { "fragments.globalImpls": { [COMMENT_ITEM_FRAGMENT_TYPE]: implOf("Global") } } });
    const { unmount } = await renderLayout([threadNode()], importModule);
    expect(await screen.findByRole("listitem", { name: "Custom comment" })).toBeTruthy();
    unmount();

    await renderLayout(
      [threadNode({ [COMMENT_ITEM_FRAGMENT_TYPE]: { fragmentUUID: "system" } })],
      importModule,
    );
    expect(await screen.findByRole("region", { name: "Comments" })).toBeTruthy();
    expect(document.getElementById(`Comment_${first.commentID}`)).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Custom comment" })).toBeNull();
  });

  it("does not reach comments of a thread nested in another node's impls only", async () => {
    // The section names a CommentItemFragment; the thread node inside it names none: built-in items.
    const section: LayoutNode = {
      $reactComponent: "SectionOneColumn",
      $reactProps: { children: [threadNode()] },
      $fragmentImpls: { [COMMENT_ITEM_FRAGMENT_TYPE]: implOf("Section") },
    };
    await renderLayout([section], importModule);
    expect(await screen.findByRole("region", { name: "Comments" })).toBeTruthy();
    expect(document.getElementById(`Comment_${first.commentID}`)).toBeTruthy();
    expect(received).toHaveLength(0);
  });
});

describe("OriginalPostFragment", () => {
  it("gets the asset's validated props, the whole discussion among them, and Default", async () => {
    const props = originalPostAssetFixtures.openDiscussion!;
    let got: (typeof props & { Default: ComponentType }) | undefined;
    function PostFragment(fragmentProps: typeof props & { Default: ComponentType }): ReactNode {
      got = fragmentProps;
      return <h1>{fragmentProps.discussion?.name} by a fragment</h1>;
    }
    await renderLayout(
      [
        {
          $reactComponent: "OriginalPostAsset",
          $reactProps: props,
          $fragmentImpls: { OriginalPostFragment: implOf("Post") },
        },
      ],
      async () => ({ default: PostFragment }),
    );
    expect(await screen.findByRole("heading", { name: "Welcome to Plaza by a fragment" })).toBeTruthy();
    expect(got?.discussion).toEqual(props.discussion);
    expect(got?.Default).toBeDefined();
  });
});
