import { useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { DateTime } from "../../../ui/DateTime";
import { Loader } from "../../../ui/Loader";
import { Tag } from "../../../ui/Tag";
import { useToast } from "../../../ui/toasts/use-toast";
import { useOptimisticToggle } from "../../../ui/use-optimistic-toggle";
import { dashboardSectionUrl } from "../dashboard-address";
import {
  copyLayout,
  deleteLayout,
  renameLayout,
  setLayoutFlag,
  useLayoutCategories,
  useLayoutFlags,
  useLayouts,
  type LayoutCategory,
  type LayoutRecord,
} from "./layout-api";
import { appliedWhere, isApplied } from "./layout-applied";
import { ApplyLayoutDialog, DeleteLayoutDialog, LayoutNameDialog } from "./LayoutDialogs";
import { dashboardViewTypes, layoutEditorUrl, LAYOUTS_SECTION_ID, type LayoutFlagKey } from "./layout-views";
import * as styles from "./LayoutsSection.styles";

/** A stored layout (a number ID), as opposed to a built-in one (its view type as ID). */
type StoredLayout = LayoutRecord & { layoutID: number };
const isStored = (layout: LayoutRecord): layout is StoredLayout => typeof layout.layoutID === "number";

/** The dialog open over the list, if any. */
type OpenDialog =
  | { kind: "new"; builtIn: LayoutRecord }
  | { kind: "copy"; layout: LayoutRecord }
  | { kind: "rename"; layout: StoredLayout }
  | { kind: "apply"; layout: StoredLayout }
  | { kind: "delete"; layout: StoredLayout };

/** Makes a copy of the built-in layout, then opens the editor on it. */
export function useEditACopy() {
  const toast = useToast();
  const [, navigate] = useLocation();
  const [copyingID, setCopyingID] = useState<string | null>(null);
  async function editACopy(builtIn: LayoutRecord) {
    setCopyingID(String(builtIn.layoutID));
    try {
      const copy = await copyLayout(builtIn, t("Copy of {name}", { name: builtIn.name }));
      navigate(layoutEditorUrl(copy.layoutID as number));
    } catch (error) {
      toast.error(error);
      setCopyingID(null);
    }
  }
  return { editACopy, copyingID };
}

/** A view's `customLayout.*` switch (content spec §2: its pages use the applied layouts only while it is on). */
function FlagSwitch({ flag, label }: { flag: LayoutFlagKey; label: string }) {
  const toast = useToast();
  const hintID = useId();
  const { flags, refresh } = useLayoutFlags();
  const saved = flags?.[flag] === true;
  // Shown at once, rolled back if the write fails; focus stays on the switch meanwhile.
  const toggle = useOptimisticToggle(saved, [flags === undefined, saved]);
  const isOn = toggle.value;
  function change(value: boolean) {
    void toggle.change(
      value,
      async () => {
        await setLayoutFlag(flag, value);
        await refresh((before) => ({ ...before, [flag]: value }), { revalidate: false });
      },
      (error) => toast.error(error),
    );
  }
  return (
    <div className={styles.flag}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          role="switch"
          checked={isOn}
          disabled={flags === undefined}
          aria-busy={toggle.isPending || undefined}
          aria-describedby={hintID}
          onChange={(event) => change(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <span id={hintID} className={styles.muted}>
        {flags === undefined
          ? ""
          : isOn
            ? t("On: these pages show the layouts applied to them.")
            : t("Off: these pages show the built-in layout, whatever is applied.")}
      </span>
    </div>
  );
}

function LayoutItem({
  layout,
  categories,
  isCopying,
  onEditACopy,
  onOpen,
}: {
  layout: LayoutRecord;
  categories: LayoutCategory[] | undefined;
  isCopying: boolean;
  onEditACopy(): void;
  onOpen(dialog: OpenDialog): void;
}) {
  const name = layout.name;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h4>
          <Link href={dashboardSectionUrl(LAYOUTS_SECTION_ID, String(layout.layoutID))}>{name}</Link>
        </h4>
        {layout.isDefault && <Tag preset="greyscale">{t("Built-in")}</Tag>}
      </div>
      <p className={styles.applied}>
        <span className={styles.appliedLabel}>{t("Applied to:")}</span> {appliedWhere(layout, categories)}
      </p>
      {layout.dateScheduled && (
        <p className={styles.applied}>
          <span className={styles.appliedLabel}>{t("Publishes its draft on:")}</span>{" "}
          <DateTime date={layout.dateScheduled} type="extended" />
        </p>
      )}
      <div className={styles.actions}>
        {isStored(layout) ? (
          <>
            <Link
              className={styles.editLink}
              href={layoutEditorUrl(layout.layoutID)}
              aria-label={t("Edit {name}", { name })}
            >
              {t("Edit")}
            </Link>
            <Button
              buttonType="dashboardStandard"
              aria-label={t("Apply {name}", { name })}
              onClick={() => onOpen({ kind: "apply", layout })}
            >
              {t("Apply…")}
            </Button>
            <Button
              buttonType="dashboardStandard"
              aria-label={t("Rename {name}", { name })}
              onClick={() => onOpen({ kind: "rename", layout })}
            >
              {t("Rename")}
            </Button>
            <Button
              buttonType="dashboardStandard"
              aria-label={t("Copy {name}", { name })}
              onClick={() => onOpen({ kind: "copy", layout })}
            >
              {t("Copy")}
            </Button>
            {isApplied(layout) ? (
              <span className={styles.muted}>
                {t("Applied layouts cannot be deleted: unassign it first.")}
              </span>
            ) : (
              <Button
                buttonType="dashboardSecondary"
                aria-label={t("Delete {name}", { name })}
                onClick={() => onOpen({ kind: "delete", layout })}
              >
                {t("Delete")}
              </Button>
            )}
          </>
        ) : (
          <Button
            buttonType="dashboardStandard"
            aria-label={t("Edit a copy of {name}", { name })}
            isLoading={isCopying}
            onClick={onEditACopy}
          >
            {t("Edit a copy")}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * `/dashboard/layouts`: per view type, its custom-layout switch, its built-in layout and the stored
 * ones, each with where it applies; a new layout starts as a copy of the built-in one.
 */
export function LayoutList() {
  const toast = useToast();
  const { layouts, error, refresh } = useLayouts();
  const { categories } = useLayoutCategories();
  const { editACopy, copyingID } = useEditACopy();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!layouts) return <Loader />;

  /** Runs a write, refreshes the list, and says so; false (the dialog stays) when it failed. */
  async function run(write: () => Promise<unknown>, done: string): Promise<boolean> {
    try {
      await write();
      await refresh();
      toast.add({ body: done, autoDismiss: true });
      return true;
    } catch (caught) {
      toast.error(caught);
      return false;
    }
  }

  return (
    <>
      <p className={styles.intro}>
        {t(
          "A layout arranges the sections and widgets of a kind of page. Apply one site-wide or to categories; the built-in layout shows where none applies.",
        )}
      </p>
      {dashboardViewTypes.map((view) => {
        const ofView = layouts.filter((layout) => layout.layoutViewType === view.type);
        const builtIn = ofView.find((layout) => layout.isDefault);
        const headingID = `layouts-${view.type}`;
        return (
          <section key={view.type} className={styles.group} aria-labelledby={headingID}>
            <div className={styles.groupHead}>
              <h3 id={headingID}>{t(view.label)}</h3>
              {builtIn && (
                <Button
                  buttonType="dashboardPrimary"
                  aria-label={t("New layout: {view}", { view: t(view.label) })}
                  onClick={() => setDialog({ kind: "new", builtIn })}
                >
                  {t("New layout")}
                </Button>
              )}
            </div>
            <p className={styles.muted}>{t(view.description)}</p>
            {view.flag ? (
              <FlagSwitch flag={view.flag} label={t(view.flagLabel ?? "")} />
            ) : (
              <p className={styles.muted}>{t("Home pages always use the layout applied to them.")}</p>
            )}
            <ul className={styles.list} aria-labelledby={headingID}>
              {ofView.map((layout) => (
                <LayoutItem
                  key={String(layout.layoutID)}
                  layout={layout}
                  categories={categories}
                  isCopying={copyingID === String(layout.layoutID)}
                  onEditACopy={() => void editACopy(layout)}
                  onOpen={setDialog}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {dialog?.kind === "new" && (
        <LayoutNameDialog
          title={t("New layout")}
          submitLabel={t("Create")}
          initialName={t("Copy of {name}", { name: dialog.builtIn.name })}
          onSubmit={(name) => run(() => copyLayout(dialog.builtIn, name), t("{name} was created.", { name }))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "copy" && (
        <LayoutNameDialog
          title={t("Copy layout")}
          submitLabel={t("Copy")}
          initialName={t("Copy of {name}", { name: dialog.layout.name })}
          onSubmit={(name) => run(() => copyLayout(dialog.layout, name), t("{name} was created.", { name }))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "rename" && (
        <LayoutNameDialog
          title={t("Rename layout")}
          submitLabel={t("Rename")}
          initialName={dialog.layout.name}
          onSubmit={(name) =>
            run(
              () => renameLayout(dialog.layout.layoutID, name),
              t("The layout is now called {name}.", { name }),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "apply" && (
        <ApplyLayoutDialog
          layout={dialog.layout}
          layouts={layouts}
          categories={categories}
          onApplied={refresh}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteLayoutDialog
          layout={dialog.layout}
          onDelete={() =>
            run(
              () => deleteLayout(dialog.layout.layoutID),
              t("{name} was deleted.", { name: dialog.layout.name }),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
