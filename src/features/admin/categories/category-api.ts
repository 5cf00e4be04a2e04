import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { LongRunnerProgress } from "../../../../runtime/api/long-runner";
import type { Category, CategoryPatch, CategoryPost } from "../../../../schemas/entities/category.schema";
import type {
  CategoryPermissions,
  CategoryPermissionsPut,
} from "../../../../schemas/api/category-admin.schema";

const TREE_KEY = "dashboard:categories:tree";

/** One category of the dashboard's tree, in tree order with its depth (1 at the top). */
export type CategoryRow = Omit<Category, "children">;

/** The tree as a flat list in tree order (parents before their children, siblings in their order). */
export function flattenTree(tree: readonly Category[]): CategoryRow[] {
  return tree.flatMap(({ children, ...row }) => [row, ...flattenTree(children ?? [])]);
}

/** Every category as a site manager sees it (`GET /categories`, the whole tree), flat in tree order. */
export function useCategoryTree() {
  const { data, error, mutate } = useSWR<CategoryRow[], ApiError>(TREE_KEY, async () =>
    flattenTree((await apiClient.get<Category[]>("categories", { query: { maxDepth: 10 } })).data),
  );
  return { rows: data, error, refresh: mutate };
}

/** Adds a category (`POST /categories`). */
export async function createCategory(body: CategoryPost): Promise<Category> {
  return (await apiClient.post<Category>("categories", { body })).data;
}

/** Changes a category: its fields, parent or place among its siblings (`PATCH /categories/{id}`). */
export async function patchCategory(categoryID: number, body: CategoryPatch): Promise<Category> {
  return (await apiClient.patch<Category>(`categories/${categoryID}`, { body })).data;
}

/**
 * Deletes a category (`DELETE /categories/{id}`), its discussions moved to `newCategoryID` or deleted
 * when null; the client follows the long-running job to its end, telling `onProgress` as it goes.
 * Resolves with the job's outcome per discussion.
 */
export async function deleteCategory(
  categoryID: number,
  newCategoryID: number | null,
  onProgress: (progress: LongRunnerProgress) => void,
): Promise<LongRunnerProgress | undefined> {
  const response = await apiClient.delete<{ progress?: LongRunnerProgress }>(`categories/${categoryID}`, {
    body: newCategoryID === null ? {} : { newCategoryID },
    onProgress,
  });
  return response.data.progress;
}

/** Each role's grid in a category (`GET /categories/{id}/permissions`). */
export function useCategoryPermissions(categoryID: number) {
  const { data, error, mutate } = useSWR<CategoryPermissions, ApiError>(
    `dashboard:category-permissions:${categoryID}`,
    async () => (await apiClient.get<CategoryPermissions>(`categories/${categoryID}/permissions`)).data,
  );
  return { permissions: data, error, mutate };
}

/** Sets a category's own permissions, or takes them away (`PUT /categories/{id}/permissions`). */
export async function putCategoryPermissions(
  categoryID: number,
  body: CategoryPermissionsPut,
): Promise<CategoryPermissions> {
  return (await apiClient.put<CategoryPermissions>(`categories/${categoryID}/permissions`, { body })).data;
}
