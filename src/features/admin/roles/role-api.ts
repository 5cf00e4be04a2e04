import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { Role, RolePatchBody } from "../../../../schemas/api/roles.schema";
import type { PermissionFragment } from "../../../../schemas/entities/permissions-grid";
import { categoryKey } from "./role-form.schemas";

/** The most roles the list asks for (shell spec §7). */
const ROLE_LIST_LIMIT = 500;
const ROLES_KEY = "dashboard:roles:all";

/** A role's editor values: what the generated form shows and edits. */
export interface RoleFormData {
  name: string;
  description?: string;
  global: Record<string, boolean>;
  categories?: Record<string, Record<string, boolean>>;
}

/** A category with permissions of its own, as the role editor names its grid. */
export interface PermissionCategory {
  id: number;
  name: string;
}

/** Every role, in their order (`GET /roles`). */
export function useRoles() {
  const { data, error, mutate } = useSWR<Role[], ApiError>(
    ROLES_KEY,
    async () => (await apiClient.get<Role[]>("roles", { query: { limit: ROLE_LIST_LIMIT } })).data,
  );
  return { roles: data, error, refresh: mutate };
}

async function categoryName(id: number): Promise<string> {
  try {
    return (await apiClient.get<{ name: string }>(`categories/${id}`)).data.name;
  } catch {
    return `#${id}`;
  }
}

/** One role with its permissions (`GET /roles/{id}?expand=permissions`) and its categories' names. */
export function useRole(roleID: number) {
  const { data, error, mutate } = useSWR<{ role: Role; categories: PermissionCategory[] }, ApiError>(
    `dashboard:role:${roleID}`,
    async () => {
      const role = (await apiClient.get<Role>(`roles/${roleID}`, { query: { expand: "permissions" } })).data;
      const ids = (role.permissions ?? []).flatMap((f) => (f.type === "category" ? [f.id] : []));
      const categories = await Promise.all(ids.map(async (id) => ({ id, name: await categoryName(id) })));
      return { role, categories };
    },
  );
  return { role: data?.role, categories: data?.categories, error, mutate };
}

/** The editor's values of a role. */
export function formDataOfRole(role: Role): RoleFormData {
  const fragments = role.permissions ?? [];
  const global = fragments.find((f) => f.type === "global")?.permissions ?? {};
  const categories = Object.fromEntries(
    fragments.flatMap((f) => (f.type === "category" ? [[categoryKey(f.id), { ...f.permissions }]] : [])),
  );
  return {
    name: role.name,
    description: role.description ?? "",
    global: { ...global } as Record<string, boolean>,
    ...(Object.keys(categories).length > 0 ? { categories } : {}),
  };
}

/** What `PATCH /roles/{id}` is sent for the editor's values: every field and every grid shown. */
export function patchBodyOf(data: RoleFormData, categories: PermissionCategory[]): RolePatchBody {
  const fragments: PermissionFragment[] = [{ type: "global", permissions: data.global }];
  for (const { id } of categories) {
    const grid = data.categories?.[categoryKey(id)];
    if (grid) fragments.push({ type: "category", id, permissions: grid });
  }
  return {
    name: data.name,
    description: data.description?.trim() ? data.description : null,
    permissions: fragments,
  };
}

/** Changes a role (`PATCH /roles/{id}`); answers the role as it is now. */
export async function patchRole(roleID: number, body: RolePatchBody): Promise<Role> {
  return (await apiClient.patch<Role>(`roles/${roleID}`, { body })).data;
}

/** Adds a role with a name (`POST /roles`). */
export async function createRole(name: string): Promise<Role> {
  return (await apiClient.post<Role>("roles", { body: { name } })).data;
}

/** Deletes a role (`DELETE /roles/{id}`); the built-in roles are refused (409). */
export async function deleteRole(roleID: number): Promise<void> {
  await apiClient.delete(`roles/${roleID}`);
}
