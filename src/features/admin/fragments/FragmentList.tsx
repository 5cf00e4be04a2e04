import { useId, useState } from "react";
import { Link } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { checkerOf, useSession } from "../../../../runtime/data/session-store";
import { hasPermission } from "../../../../runtime/permissions/permission-checker";
import { Button } from "../../../ui/Button";
import { DateTime } from "../../../ui/DateTime";
import { Loader } from "../../../ui/Loader";
import { useFragments, type FragmentRecord } from "./fragment-api";
import { FragmentStatusTag } from "./fragment-status";
import { fragmentTypeLabel, fragmentTypeOptions } from "./fragment-types";
import { fragmentUrl } from "./fragment-urls";
import { NewFragmentDialog } from "./NewFragmentDialog";
import { UploadFragmentDialog } from "./UploadFragmentDialog";
import * as styles from "./FragmentsSection.styles";

/** Where a fragment is applied, in words. */
export function appliedWhere(fragment: Pick<FragmentRecord, "fragmentViews">): string {
  if (fragment.fragmentViews.length === 0) return t("Nowhere");
  return fragment.fragmentViews
    .map((view) => (view.recordType === "site" ? t("Every page") : view.recordName))
    .join(", ");
}

/** `/dashboard/fragments`: every fragment, filtered by type, with New fragment and Upload. */
export function FragmentList() {
  const [fragmentType, setFragmentType] = useState("");
  const [dialog, setDialog] = useState<"new" | "upload" | null>(null);
  const { fragments, error } = useFragments(fragmentType);
  const canManage = useSession((state) => hasPermission(checkerOf(state), "fragments.manage"));
  const filterID = useId();
  const captionID = useId();
  return (
    <>
      <p className={styles.muted}>
        {t(
          "Custom fragments replace a part of the site's pages with your own React code, or add widget types of your own.",
        )}
      </p>
      {canManage && (
        <p className={styles.actions}>
          <Button buttonType="dashboardPrimary" onClick={() => setDialog("new")}>
            {t("New fragment")}
          </Button>
          <Button buttonType="dashboardStandard" onClick={() => setDialog("upload")}>
            {t("Upload a built bundle")}
          </Button>
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={filterID}>{t("Type")}</label>
        <select id={filterID} value={fragmentType} onChange={(event) => setFragmentType(event.target.value)}>
          <option value="">{t("All types")}</option>
          {fragmentTypeOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p role="alert">
          {t("There was a problem loading the component")}: {error.message}
        </p>
      ) : !fragments ? (
        <Loader />
      ) : fragments.length === 0 ? (
        <p>{t("No custom fragments yet.")}</p>
      ) : (
        <div className={styles.tableScroll} role="region" aria-label={t("Custom fragments")} tabIndex={0}>
          <table className={styles.table} aria-labelledby={captionID}>
            <caption id={captionID} className={styles.muted}>
              {t("Custom fragments")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Name")}</th>
                <th scope="col">{t("Type")}</th>
                <th scope="col">{t("Status")}</th>
                <th scope="col">{t("Applied to")}</th>
                <th scope="col">{t("Last revision")}</th>
              </tr>
            </thead>
            <tbody>
              {fragments.map((fragment) => (
                <tr key={fragment.fragmentUUID}>
                  <th scope="row">
                    <Link href={fragmentUrl(fragment.fragmentUUID)}>{fragment.name}</Link>
                  </th>
                  <td>{fragmentTypeLabel(fragment.fragmentType)}</td>
                  <td>
                    <FragmentStatusTag status={fragment.status} />
                  </td>
                  <td>{appliedWhere(fragment)}</td>
                  <td>
                    {fragment.revisionInsertUser?.name ?? t("Unknown")},{" "}
                    <DateTime date={fragment.dateRevisionInserted} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog === "new" && <NewFragmentDialog initialType={fragmentType} onClose={() => setDialog(null)} />}
      {dialog === "upload" && <UploadFragmentDialog onClose={() => setDialog(null)} />}
    </>
  );
}
