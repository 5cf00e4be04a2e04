import { useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { useToast } from "../../../ui/toasts/use-toast";
import { MemberDialog } from "../members/MemberDialog";
import { setLayoutViews, type LayoutCategory, type LayoutRecord, type LayoutViewTarget } from "./layout-api";
import { viewHolders } from "./layout-applied";
import { viewTypeOf } from "./layout-views";
import * as styles from "./LayoutsSection.styles";

/** The most characters of a layout's name (the server's limit). */
export const LAYOUT_NAME_MAX_LENGTH = 100;

/** Asks a layout's name (a new layout, a copy, a rename) and hands it to `onSubmit`. */
export function LayoutNameDialog({
  title,
  submitLabel,
  initialName,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Resolves true when done (the dialog closes), false to keep it open (a toast says why). */
  onSubmit(name: string): Promise<boolean>;
  onClose(): void;
}) {
  const nameID = useId();
  const errorID = useId();
  const [name, setName] = useState(initialName);
  const [isEmpty, setIsEmpty] = useState(false);
  async function submit(): Promise<boolean> {
    const trimmed = name.trim();
    if (!trimmed) {
      setIsEmpty(true);
      return false;
    }
    return onSubmit(trimmed);
  }
  return (
    <MemberDialog title={title} submitLabel={submitLabel} onSubmit={submit} onClose={onClose}>
      <div className={styles.field}>
        <label htmlFor={nameID}>{t("Name")}</label>
        <input
          id={nameID}
          value={name}
          required
          maxLength={LAYOUT_NAME_MAX_LENGTH}
          aria-invalid={isEmpty || undefined}
          aria-describedby={isEmpty ? errorID : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setIsEmpty(false);
          }}
        />
        {isEmpty && (
          <p id={errorID} className={styles.fieldError}>
            {t("Name must not be empty.")}
          </p>
        )}
      </div>
    </MemberDialog>
  );
}

/** Asks before a layout that applies nowhere is deleted. */
export function DeleteLayoutDialog({
  layout,
  onDelete,
  onClose,
}: {
  layout: LayoutRecord;
  onDelete(): Promise<boolean>;
  onClose(): void;
}) {
  return (
    <MemberDialog title={t("Delete layout")} submitLabel={t("Delete")} onSubmit={onDelete} onClose={onClose}>
      <p className={styles.dialogText}>
        {t("Delete {name}? It cannot be brought back.", { name: layout.name })}
      </p>
    </MemberDialog>
  );
}

const viewKey = (view: LayoutViewTarget) => `${view.recordType}:${view.recordID}`;

/**
 * Where a layout applies (`PUT /layouts/{id}/views`): site-wide, and for view types that look a
 * category up, the categories picked (a category with a layout of its own, and its subcategories
 * without one, show it). A view held by another layout moves to this one; the dialog says which.
 */
export function ApplyLayoutDialog({
  layout,
  layouts,
  categories,
  onApplied,
  onClose,
}: {
  layout: LayoutRecord & { layoutID: number };
  layouts: LayoutRecord[];
  categories: LayoutCategory[] | undefined;
  onApplied(): Promise<unknown>;
  onClose(): void;
}) {
  const toast = useToast();
  const filterID = useId();
  const view = viewTypeOf(layout.layoutViewType);
  const holders = viewHolders(layout, layouts);
  const [chosen, setChosen] = useState(
    () =>
      new Set(
        layout.layoutViews.map((v) =>
          viewKey({ recordType: v.recordType as "global", recordID: v.recordID }),
        ),
      ),
  );
  const [filter, setFilter] = useState("");
  const toggle = (key: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  async function submit(): Promise<boolean> {
    const views: LayoutViewTarget[] = [...chosen].map((key) => {
      const [recordType, recordID] = key.split(":");
      return { recordType: recordType === "global" ? "global" : "category", recordID: Number(recordID) };
    });
    try {
      await setLayoutViews(layout.layoutID, views);
      await onApplied();
      toast.add({
        body:
          views.length > 0
            ? t("{name} now applies where you chose.", { name: layout.name })
            : t("{name} applies nowhere now.", { name: layout.name }),
        autoDismiss: true,
      });
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  }

  const siteWide = viewKey({ recordType: "global", recordID: -1 });
  const shown = (categories ?? []).filter((category) =>
    category.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const holderNote = (key: string) => {
    const holder = holders.get(key);
    return holder && !chosen.has(key) ? (
      <span className={styles.muted}> {t("(now {name})", { name: holder })}</span>
    ) : null;
  };
  return (
    <MemberDialog
      title={t("Apply {name}", { name: layout.name })}
      submitLabel={t("Apply")}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.dialogText}>
        {t("Choose where this layout applies; clear every box to unassign it.")}
      </p>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={chosen.has(siteWide)}
          onChange={(event) => toggle(siteWide, event.target.checked)}
        />
        <span>
          {t("Site-wide default")}
          {holderNote(siteWide)}
        </span>
      </label>
      {view?.perCategory && (
        <fieldset className={styles.categories}>
          <legend>{t("Categories")}</legend>
          <div className={styles.field}>
            <label htmlFor={filterID}>{t("Filter categories")}</label>
            <input
              id={filterID}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          {!categories ? (
            <p className={styles.muted}>{t("Loading categories…")}</p>
          ) : shown.length === 0 ? (
            <p className={styles.muted}>{t("No category matches.")}</p>
          ) : (
            <ul className={styles.categoryList}>
              {shown.map((category) => {
                const key = viewKey({ recordType: "category", recordID: category.categoryID });
                return (
                  <li
                    key={category.categoryID}
                    style={{ paddingInlineStart: `${(category.depth - 1) * 16}px` }}
                  >
                    <label className={styles.checkbox}>
                      <input
                        type="checkbox"
                        checked={chosen.has(key)}
                        onChange={(event) => toggle(key, event.target.checked)}
                      />
                      <span>
                        {category.name}
                        {holderNote(key)}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      )}
    </MemberDialog>
  );
}
