import { useEffect, useRef, useState, type DragEvent } from "react";
import { Link } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { useToast } from "../../../ui/toasts/use-toast";
import { dashboardSectionUrl } from "../dashboard-address";
import type { DashboardSectionProps } from "../sections";
import { patchCategory, useCategoryTree, type CategoryRow } from "./category-api";
import { dropBefore, planMove, type CategoryMove, type PlannedMove } from "./category-moves";
import { CategoryFormDialog } from "./CategoryFormDialog";
import { CategoryPermissionsPage } from "./CategoryPermissionsPage";
import { DeleteCategoryDialog } from "./DeleteCategoryDialog";
import * as styles from "./CategoriesSection.styles";

/** The dashboard section's id: `/dashboard/categories`, and `/dashboard/categories/{id}` for permissions. */
export const CATEGORIES_SECTION_ID = "categories";

type Dialog = { kind: "create" } | { kind: "edit"; row: CategoryRow } | { kind: "delete"; row: CategoryRow };

const moveLabels: Record<CategoryMove, (name: string) => string> = {
  up: (name) => t("Move {name} up", { name }),
  down: (name) => t("Move {name} down", { name }),
  indent: (name) => t("Indent {name} into the category above", { name }),
  outdent: (name) => t("Outdent {name} out of its parent", { name }),
};
const moveTexts: Record<CategoryMove, () => string> = {
  up: () => t("Up"),
  down: () => t("Down"),
  indent: () => t("Indent"),
  outdent: () => t("Outdent"),
};

/** The button a keyboard user's focus goes back to after a move, by category and control. */
const focusKey = (categoryID: number, control: string) => `${categoryID}:${control}`;

function CategoryTree() {
  const toast = useToast();
  const { rows, error, refresh } = useCategoryTree();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [status, setStatus] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [isMoving, setIsMoving] = useState(false);
  const focusNext = useRef<{ categoryID: number; control: CategoryMove } | null>(null);

  // After a move, the focus stays on the moved category's control, or its nearest one still enabled.
  useEffect(() => {
    const target = focusNext.current;
    if (!target || !rows) return;
    focusNext.current = null;
    const find = (control: string) =>
      document.querySelector<HTMLButtonElement>(
        `[data-category-focus="${focusKey(target.categoryID, control)}"]:not(:disabled)`,
      );
    (find(target.control) ?? ["up", "down", "indent", "outdent"].map(find).find(Boolean))?.focus();
  });

  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (!rows) return <Loader />;
  const tree = rows;
  const parentName = (id: number) => tree.find((r) => r.categoryID === id)?.name ?? `#${id}`;

  async function applyMove(row: CategoryRow, plan: PlannedMove, control?: CategoryMove) {
    setIsMoving(true);
    try {
      await patchCategory(row.categoryID, plan.patch);
      if (control) focusNext.current = { categoryID: row.categoryID, control };
      await refresh();
      setStatus(
        t("{name} moved to position {position} of {count}.", {
          name: row.name,
          position: plan.position,
          count: plan.count,
        }),
      );
    } catch (caught) {
      toast.error(caught);
    } finally {
      setIsMoving(false);
    }
  }

  const handleDrop = (event: DragEvent, target: CategoryRow) => {
    event.preventDefault();
    setDropTarget(null);
    const row = tree.find((r) => r.categoryID === dragged);
    setDragged(null);
    const plan = row ? dropBefore(tree, row.categoryID, target.categoryID) : null;
    if (row && plan) void applyMove(row, plan);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button buttonType="dashboardPrimary" onClick={() => setDialog({ kind: "create" })}>
          {t("New category")}
        </Button>
      </div>
      <p className={styles.muted}>
        {t("Drag a category onto another to put it just before it, or use its move buttons.")}
      </p>
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
      {tree.length === 0 ? (
        <p>{t("No categories yet.")}</p>
      ) : (
        <ul className={styles.tree} aria-label={t("Categories")}>
          {tree.map((row) => (
            <li
              key={row.categoryID}
              className={styles.row}
              style={{ paddingInlineStart: `${(row.depth - 1) * 24}px` }}
              draggable
              data-dragging={dragged === row.categoryID}
              data-drop-target={dropTarget === row.categoryID}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(row.categoryID));
                setDragged(row.categoryID);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                if (dragged === null || !dropBefore(tree, dragged, row.categoryID)) return;
                event.preventDefault();
                setDropTarget(row.categoryID);
              }}
              onDragLeave={() => setDropTarget((id) => (id === row.categoryID ? null : id))}
              onDrop={(event) => handleDrop(event, row)}
            >
              <span className={styles.handle} aria-hidden="true">
                ⠿
              </span>
              <span className={styles.name}>
                {row.color && <span className={styles.swatch} style={{ background: row.color }} />}
                {row.name}
                <small>
                  {row.urlcode} · {t("{count} discussions", { count: row.countDiscussions })}
                  {row.parentCategoryID !== null &&
                    ` · ${t("Under {name}", { name: parentName(row.parentCategoryID) })}`}
                </small>
              </span>
              <span className={styles.actions}>
                {(["up", "down", "indent", "outdent"] as const).map((move) => (
                  <Button
                    key={move}
                    buttonType="dashboardSecondary"
                    aria-label={moveLabels[move](row.name)}
                    data-category-focus={focusKey(row.categoryID, move)}
                    disabled={isMoving || planMove(tree, row.categoryID, move) === null}
                    onClick={() => {
                      const plan = planMove(tree, row.categoryID, move);
                      if (plan) void applyMove(row, plan, move);
                    }}
                  >
                    {moveTexts[move]()}
                  </Button>
                ))}
                <Button
                  buttonType="dashboardSecondary"
                  aria-label={t("Edit {name}", { name: row.name })}
                  onClick={() => setDialog({ kind: "edit", row })}
                >
                  {t("Edit")}
                </Button>
                <Link
                  href={dashboardSectionUrl(CATEGORIES_SECTION_ID, String(row.categoryID))}
                  aria-label={t("Permissions of {name}", { name: row.name })}
                >
                  {t("Permissions")}
                </Link>
                <Button
                  buttonType="dashboardSecondary"
                  aria-label={t("Delete {name}", { name: row.name })}
                  onClick={() => setDialog({ kind: "delete", row })}
                >
                  {t("Delete")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(dialog?.kind === "create" || dialog?.kind === "edit") && (
        <CategoryFormDialog
          category={dialog.kind === "edit" ? dialog.row : null}
          rows={tree}
          onSaved={async (name) => {
            await refresh();
            setStatus(t("{name} was saved.", { name }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteCategoryDialog
          category={dialog.row}
          rows={tree}
          onDeleted={() => refresh()}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/**
 * The dashboard's categories (site.manage): the tree at `/dashboard/categories`, where categories are
 * added, edited, moved (by drag and drop, or by their move buttons, each move announced) and deleted;
 * and each category's permissions per role at `/dashboard/categories/{id}`.
 */
export default function CategoriesSection({ page }: DashboardSectionProps) {
  if (page === undefined) return <CategoryTree />;
  const categoryID = /^[1-9]\d{0,9}$/.test(page) ? Number(page) : NaN;
  return (
    <>
      <p>
        <Link href={dashboardSectionUrl(CATEGORIES_SECTION_ID)}>{t("All categories")}</Link>
      </p>
      {Number.isNaN(categoryID) ? (
        <p role="alert">{t("The page you were looking for could not be found.")}</p>
      ) : (
        <CategoryPermissionsPage key={categoryID} categoryID={categoryID} />
      )}
    </>
  );
}
