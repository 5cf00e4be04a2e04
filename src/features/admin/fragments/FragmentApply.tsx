import { useId, useState } from "react";
import { Link } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { dashboardSectionUrl } from "../dashboard-address";
import { useToast } from "../../../ui/toasts/use-toast";
import { setGlobalImpl, useGlobalImpls, type FragmentRecord } from "./fragment-api";
import { fragmentTypeLabel } from "./fragment-types";
import * as styles from "./FragmentsSection.styles";

/** Props of {@link FragmentApply}. */
export interface FragmentApplyProps {
  fragment: FragmentRecord;
  /** Whether a revision is committed: pages use only the active revision. */
  hasActive: boolean;
  canManage: boolean;
  /** Told after the site-wide use changed, to read where the fragment is applied again. */
  onChanged(): void;
}

/**
 * Where a fragment is used: the "Use on every page" switch for its type (`fragments.globalImpls`),
 * the layouts whose nodes use it, and how to apply it on one node (the layout editor's settings panel).
 */
export function FragmentApply({ fragment, hasActive, canManage, onChanged }: FragmentApplyProps) {
  const toast = useToast();
  const { impls, refresh } = useGlobalImpls();
  // The switch shows the change at once (busy until the server has it), rolled back if it fails.
  const [pending, setPending] = useState<boolean | null>(null);
  const isPending = pending !== null;
  const hintID = useId();
  const current = impls?.[fragment.fragmentType]?.fragmentUUID;
  const isSaved = current === fragment.fragmentUUID;
  const isOn = pending ?? isSaved;
  const typeLabel = fragmentTypeLabel(fragment.fragmentType);
  const layouts = fragment.fragmentViews.filter((view) => view.recordType === "layout");

  async function change(value: boolean) {
    if (!impls || isPending) return;
    setPending(value);
    try {
      const next = await setGlobalImpl(impls, fragment.fragmentType, value ? fragment.fragmentUUID : null);
      await refresh(next, { revalidate: false });
      onChanged();
      toast.add({
        body: value ? t("Every page now uses this fragment.") : t("Pages show the built-in again."),
        autoDismiss: true,
      });
    } catch (error) {
      toast.error(error);
    } finally {
      setPending(null);
    }
  }

  const hint = !hasActive
    ? t("Commit a version first: pages use only the active version.")
    : isSaved
      ? t("In use on every page that shows a {type}, unless a layout picks another fragment there.", {
          type: typeLabel,
        })
      : current && current !== "system"
        ? t("Another fragment is in use on every page for this type; turning this on replaces it.")
        : t("Not in use site-wide: pages show the built-in {type}.", { type: typeLabel });

  return (
    <>
      {fragment.fragmentType !== "CustomFragment" && (
        <p className={styles.actions}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              role="switch"
              checked={isOn}
              disabled={!canManage || impls === undefined || (!hasActive && !isSaved)}
              aria-busy={isPending || undefined}
              aria-describedby={hintID}
              onChange={(event) => void change(event.target.checked)}
            />
            <span>{t("Use on every page")}</span>
          </label>
          <span id={hintID} className={styles.muted}>
            {hint}
          </span>
        </p>
      )}
      <h5>{t("Layouts using it")}</h5>
      {layouts.length === 0 ? (
        <p className={styles.muted}>{t("No layout uses it.")}</p>
      ) : (
        <ul>
          {layouts.map((view) => (
            <li key={view.recordID}>
              <Link href={view.recordUrl}>{t("Edit {name}", { name: view.recordName })}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {fragment.fragmentType === "CustomFragment"
          ? t("Once committed, this widget type is listed in the layout editor's widgets.")
          : t(
              "To use it on one widget only, open a layout: the settings panel of a selected widget picks its fragment.",
            )}{" "}
        <Link href={dashboardSectionUrl("layouts")}>{t("All layouts")}</Link>
      </p>
    </>
  );
}
