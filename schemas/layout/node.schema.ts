import { fragmentImplSchema, type FragmentImpl } from "./fragment-impl.schema";

export { fragmentImplSchema, type FragmentImpl } from "./fragment-impl.schema";

/**
 * Visibility middleware (shell spec §2: widgets can be hidden per device; or shown only to
 * some roles, which the server's hydration honours by dropping the node for other viewers).
 */
export const nodeMiddlewareSchema = {
  type: "object",
  description: "Middleware applied to a node.",
  properties: {
    visibility: {
      type: "object",
      description: "Where the node shows.",
      properties: {
        device: {
          type: "string",
          enum: ["all", "desktop", "mobile"],
          description: "Device classes that see the node.",
        },
        roleIDs: {
          type: "array",
          maxItems: 100,
          items: { type: "integer" },
          description:
            "Roles that see the node: a viewer with at least one of them does; absent or empty, everyone does.",
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** One node of a hydrated layout (Vanilla-compatible). Props may hold nodes or node arrays. */
export const layoutNodeSchema = {
  type: "object",
  description: "A hydrated layout node.",
  properties: {
    $reactComponent: {
      type: "string",
      minLength: 1,
      description: "Registry key of the widget, case-insensitive.",
    },
    $reactProps: { type: "object", description: "The widget's hydrated props." },
    $middleware: nodeMiddlewareSchema,
    $fragmentImpls: {
      type: "object",
      description: "Fragment implementations by fragment type.",
      additionalProperties: fragmentImplSchema,
    },
  },
  required: ["$reactComponent", "$reactProps"],
  additionalProperties: false,
} as const;

/** A hydrated layout node. */
export interface LayoutNode {
  $reactComponent: string;
  $reactProps: Record<string, unknown>;
  $middleware?: { visibility?: { device?: "all" | "desktop" | "mobile"; roleIDs?: number[] } };
  $fragmentImpls?: Record<string, FragmentImpl>;
}

/** A node of a layout definition before hydration: `{"$hydrate": "react.section.2-columns", ...props}`. */
export interface LayoutDefinitionNode {
  $hydrate: string;
  $middleware?: LayoutNode["$middleware"];
  $fragmentImpls?: LayoutNode["$fragmentImpls"];
  [prop: string]: unknown;
}

/** SEO data of a hydrated layout. */
export interface LayoutSeo {
  title: string;
  description: string;
  meta: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
  url: string;
}

/** `GET /layouts/lookup-hydrate`: a hydrated layout, or a redirect. */
export type HydratedLayoutResponse =
  | {
      layoutID: number | string;
      name: string;
      layoutViewType: string;
      isDefault: boolean;
      layout: LayoutNode[];
      titleBar: LayoutNode;
      seo: LayoutSeo;
      contexts?: LayoutNode[];
      /** Null: the layout is here (a redirect names the address instead). */
      redirectTo: null;
    }
  | { redirectTo: string; status: number };

/** The view types layouts are assigned to (Vanilla's names). */
export const layoutViewTypes = [
  "home",
  "subcommunityHome",
  "discussionList",
  "categoryList",
  "post",
  "createPost",
] as const;
/** One layout view type. */
export type LayoutViewType = (typeof layoutViewTypes)[number];
