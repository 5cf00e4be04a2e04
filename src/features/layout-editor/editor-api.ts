import { apiClient, type ApiClient } from "../../../runtime/api/api-client";
import { t } from "../../../runtime/i18n/t";
import type {
  HydratedLayoutResponse,
  LayoutDefinitionNode,
  LayoutViewType,
} from "../../../schemas/layout/node.schema";
import type { DefinitionValidators } from "../../../schemas/layout/check-definition";
import type { CompiledValidator } from "../../../schemas/layout/prop-errors";
import type { EditorDocument } from "./model";

/** `GET /layouts/{id}/draft`: the draft, or the live definition with `hasDraft: false` and version 0. */
export interface LayoutDraft {
  layoutID: number | string;
  layoutViewType: LayoutViewType;
  name: string;
  layout: LayoutDefinitionNode[];
  titleBar?: LayoutDefinitionNode | null;
  version: number;
  hasDraft: boolean;
  dateUpdated?: string | null;
  updateUserID?: number;
  updateUser?: { userID: number; name: string };
  /** When the draft publishes by itself (ISO 8601); null or absent: not scheduled. */
  dateScheduled?: string | null;
  /** Who scheduled it (the revision is recorded under their name). */
  scheduleUser?: { userID: number; name: string };
}

/** One entry of `GET /layouts/catalog`: a widget or section a layout of the view type may hold. */
export interface CatalogItem {
  $reactComponent: string;
  name: string;
  schema: { $id: string; properties?: Record<string, unknown>; [key: string]: unknown };
  fragmentTypes: readonly string[];
}

/** `GET /layouts/catalog?layoutViewType=`. */
export interface LayoutCatalog {
  layoutViewType: LayoutViewType;
  /** The address of the definition validators' module, compiled by the server (absent in old answers). */
  "x-validator"?: string;
  widgets: Record<string, CatalogItem>;
  sections: Record<string, CatalogItem>;
  assets: Record<string, CatalogItem>;
}

/** A role, as `GET /roles` lists it (only what the editor shows). */
export interface RoleSummary {
  roleID: number;
  name: string;
}

/** A custom fragment, as `GET /fragments` lists it (only what the editor uses). */
export interface FragmentSummary {
  fragmentUUID: string;
  fragmentRevisionUUID: string;
  fragmentType: string;
  name: string;
  jsUrl: string;
  cssUrl: string;
}

/** Who the canvas is hydrated for: the manager themself, a guest, or the holders of one role. */
export type PreviewAs = { kind: "self" } | { kind: "guest" } | { kind: "role"; roleID: number };

/** The `previewRoleIDs` of a hydrate request (absent for the manager themself, empty for a guest). */
export function previewRoleIDsOf(preview: PreviewAs): number[] | undefined {
  if (preview.kind === "self") return undefined;
  return preview.kind === "guest" ? [] : [preview.roleID];
}

/** The layout API calls the editor makes. */
export interface EditorApi {
  loadDraft(layoutID: string): Promise<LayoutDraft>;
  saveDraft(layoutID: string, document: EditorDocument, version: number): Promise<LayoutDraft>;
  publish(layoutID: string, version: number): Promise<unknown>;
  /** Publishes the draft of this version by itself at `dateScheduled` (ISO 8601). */
  schedule(layoutID: string, version: number, dateScheduled: string): Promise<unknown>;
  /** The draft stays a draft; answers it. */
  cancelSchedule(layoutID: string): Promise<LayoutDraft>;
  catalog(viewType: LayoutViewType): Promise<LayoutCatalog>;
  /** The validators of the module at the catalog's `x-validator` address (imported, never compiled). */
  definitionValidators(catalog: LayoutCatalog): Promise<DefinitionValidators>;
  roles(): Promise<RoleSummary[]>;
  fragments(): Promise<FragmentSummary[]>;
  hydrate(
    viewType: LayoutViewType,
    document: EditorDocument,
    preview: PreviewAs,
    signal?: AbortSignal,
  ): Promise<HydratedLayoutResponse>;
}

const encode = encodeURIComponent;

/** The editor's API calls through an API client (the app's by default). */
export function createEditorApi(client: ApiClient = apiClient): EditorApi {
  return {
    loadDraft: async (layoutID) => (await client.get<LayoutDraft>(`layouts/${encode(layoutID)}/draft`)).data,
    saveDraft: async (layoutID, document, version) =>
      (
        await client.put<LayoutDraft>(`layouts/${encode(layoutID)}/draft`, {
          body: {
            layout: document.layout,
            ...(document.titleBar ? { titleBar: document.titleBar } : {}),
            version,
          },
        })
      ).data,
    publish: async (layoutID, version) =>
      (await client.post(`layouts/${encode(layoutID)}/publish`, { body: { version } })).data,
    schedule: async (layoutID, version, dateScheduled) =>
      (await client.post(`layouts/${encode(layoutID)}/publish`, { body: { version, dateScheduled } })).data,
    cancelSchedule: async (layoutID) =>
      (await client.delete<LayoutDraft>(`layouts/${encode(layoutID)}/schedule`)).data,
    catalog: async (layoutViewType) =>
      (await client.get<LayoutCatalog>("layouts/catalog", { query: { layoutViewType } })).data,
    definitionValidators: importDefinitionValidators,
    roles: async () => (await client.get<RoleSummary[]>("roles")).data,
    fragments: async () => (await client.get<FragmentSummary[]>("fragments")).data,
    hydrate: async (layoutViewType, document, preview, signal) => {
      const previewRoleIDs = previewRoleIDsOf(preview);
      const body = {
        layoutViewType,
        layout: document.layout,
        ...(document.titleBar ? { titleBar: document.titleBar } : {}),
        ...(previewRoleIDs ? { previewRoleIDs } : {}),
      };
      return (await client.post<HydratedLayoutResponse>("layouts/hydrate", { body, signal })).data;
    },
  };
}

/** The default export of `GET /layouts/definition-validator.js` (server/layouts/definition-validator-module.ts). */
interface DefinitionValidatorModule {
  default: {
    widgets: Readonly<Record<string, CompiledValidator>>;
    middleware: CompiledValidator;
    fragmentImpls: CompiledValidator;
    literalNode: CompiledValidator;
  };
}

/**
 * Imports the server's compiled definition validators as a module ('strict-dynamic' lets the editor's
 * script load it): the browser runs their code and compiles nothing, so the page needs no 'unsafe-eval'.
 */
async function importDefinitionValidators(catalog: LayoutCatalog): Promise<DefinitionValidators> {
  const url = catalog["x-validator"];
  if (!url) throw new Error(t("The layout could not be checked: reload the page."));
  const { default: compiled } = (await import(/* @vite-ignore */ url)) as DefinitionValidatorModule;
  return {
    widget: (entry) => compiled.widgets[entry.type],
    middleware: compiled.middleware,
    fragmentImpls: compiled.fragmentImpls,
    literalNode: compiled.literalNode,
  };
}
