import { Link } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { Tag } from "../../../ui/Tag";
import { useLayout, useLayoutCategories } from "./layout-api";
import { appliedWhere } from "./layout-applied";
import { layoutEditorUrl, viewTypeOf } from "./layout-views";
import { LayoutHistory } from "./LayoutHistory";
import { useEditACopy } from "./LayoutList";
import * as styles from "./LayoutsSection.styles";

/**
 * A layout's page (`/dashboard/layouts/{layoutID}`): its name, view type and where it applies, a
 * link to its editor, and its history. A built-in layout (its view type as ID) has no history: it
 * offers to edit a copy instead.
 */
export default function LayoutPage({ layoutID }: { layoutID: string }) {
  const { layout, error, refresh } = useLayout(layoutID);
  const { categories } = useLayoutCategories();
  const { editACopy, copyingID } = useEditACopy();
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!layout) return <Loader />;
  const view = viewTypeOf(layout.layoutViewType);
  const stored = typeof layout.layoutID === "number" ? layout.layoutID : null;
  return (
    <>
      <div className={styles.itemHead}>
        <h3>{layout.name}</h3>
        {layout.isDefault && <Tag preset="greyscale">{t("Built-in")}</Tag>}
      </div>
      <dl className={styles.facts}>
        <dt>{t("Page type")}</dt>
        <dd>{view ? t(view.label) : layout.layoutViewType}</dd>
        <dt>{t("Applied to")}</dt>
        <dd>{appliedWhere(layout, categories)}</dd>
      </dl>
      <p className={styles.actions}>
        {stored !== null ? (
          <Link className={styles.editLink} href={layoutEditorUrl(stored)}>
            {t("Edit {name}", { name: layout.name })}
          </Link>
        ) : (
          <Button
            buttonType="dashboardStandard"
            isLoading={copyingID === String(layout.layoutID)}
            onClick={() => void editACopy(layout)}
          >
            {t("Edit a copy")}
          </Button>
        )}
      </p>
      {stored !== null ? (
        <LayoutHistory layoutID={stored} live={layout} onRestored={refresh} />
      ) : (
        <p className={styles.muted}>{t("A built-in layout has no history: copy it to change it.")}</p>
      )}
    </>
  );
}
