import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { useSWRConfig } from "swr";
import { t } from "../../../../runtime/i18n/t";
import { checkerOf, useSession } from "../../../../runtime/data/session-store";
import { hasPermission } from "../../../../runtime/permissions/permission-checker";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { useToast } from "../../../ui/toasts/use-toast";
import { useFragmentAuthoring } from "./authoring-context";
import { DeleteFragmentDialog } from "./DeleteFragmentDialog";
import {
  deleteFragment,
  useFragment,
  useFragmentRevisions,
  type FragmentDetailsRecord,
} from "./fragment-api";
import { FragmentStatusTag } from "./fragment-status";
import { CUSTOM_FRAGMENT_TYPE, fragmentTypeLabel } from "./fragment-types";
import { fragmentsUrl } from "./fragment-urls";
import { FragmentApply } from "./FragmentApply";
import { FragmentEditor, type EditedFragment } from "./FragmentEditor";
import { FragmentPreview } from "./FragmentPreview";
import { FragmentRevisions } from "./FragmentRevisions";
import * as styles from "./FragmentsSection.styles";

const DEFAULT_ICON = "🧩";

/** What the editor starts from for a saved fragment. */
function editedOf(fragment: FragmentDetailsRecord): EditedFragment {
  return {
    name: fragment.name,
    tsx: fragment.jsRaw,
    css: fragment.css,
    widget: {
      name: fragment.customWidget?.name ?? fragment.name,
      icon: fragment.customWidget?.icon ?? DEFAULT_ICON,
      schemaText: JSON.stringify(fragment.customWidget?.schema ?? {}, null, 2),
    },
  };
}

/** Whether the viewer may save code (`fragments.manage`); site.manage alone reads and previews. */
function useCanManage(): boolean {
  return useSession((state) => hasPermission(checkerOf(state), "fragments.manage"));
}

/** `/dashboard/fragments/new?fragmentType=`: the editor on the type's starter template. */
export function NewFragmentPage({ fragmentType, name }: { fragmentType: string; name: string }) {
  const authoring = useFragmentAuthoring();
  const canManage = useCanManage();
  const [initial, setInitial] = useState<EditedFragment | null>(null);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let isCurrent = true;
    void authoring.loadStarterTemplate(fragmentType, name).then((starter) => {
      if (!isCurrent) return;
      setInitial({
        name,
        tsx: starter.tsx,
        css: starter.css,
        widget: { name, icon: DEFAULT_ICON, schemaText: JSON.stringify(starter.propsSchema ?? {}, null, 2) },
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [authoring, fragmentType, name]);
  return (
    <>
      <h3>{t("New fragment: {type}", { type: fragmentTypeLabel(fragmentType) })}</h3>
      {initial ? (
        <FragmentEditor
          fragmentType={fragmentType}
          initial={initial}
          canSave={canManage}
          onSaved={(created) => {
            void mutate(`dashboard:fragment:${created.fragmentUUID}`, created, { revalidate: false });
            void mutate((key) => typeof key === "string" && key.startsWith("dashboard:fragments:"));
          }}
        />
      ) : (
        <Loader />
      )}
    </>
  );
}

/** `/dashboard/fragments/<uuid>`: code, preview, revisions, where it is applied, delete. */
export function FragmentPage({ uuid }: { uuid: string }) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const canManage = useCanManage();
  const { fragment, error, refresh } = useFragment(uuid);
  const revisions = useFragmentRevisions(uuid);
  const [version, setVersion] = useState(0);
  // A rollback replaces the code: the editor starts again from the revision now active.
  const [editorKey, setEditorKey] = useState(0);
  const [isDeleting, setIsDeleting] = useState(false);
  // The editor starts from the code as first read; later answers (saves) keep what is being typed.
  const [initial, setInitial] = useState<EditedFragment | null>(null);
  if (fragment && !initial) setInitial(editedOf(fragment));

  if (error) {
    return (
      <p role="alert">
        {error.status === 404
          ? t("The page you were looking for could not be found.")
          : `${t("There was a problem loading the component")}: ${error.message}`}
      </p>
    );
  }
  if (!fragment || !initial) return <Loader />;

  const listChanged = () =>
    mutate((key) => typeof key === "string" && key.startsWith("dashboard:fragments:"));
  function changed(next: FragmentDetailsRecord) {
    void refresh(next, { revalidate: false });
    void revisions.refresh();
    void listChanged();
    setVersion((before) => before + 1);
  }
  const hasActive =
    fragment.status === "active" ||
    (revisions.revisions ?? []).some((revision) => revision.status === "active");

  return (
    <>
      <div className={styles.actions}>
        <h3>{fragment.name}</h3>
        <FragmentStatusTag status={fragment.status} />
      </div>
      <p className={styles.muted}>
        {fragment.fragmentType === CUSTOM_FRAGMENT_TYPE
          ? t("A widget type of its own.")
          : t("Replaces: {type}", { type: fragmentTypeLabel(fragment.fragmentType) })}
      </p>
      <section className={styles.section} aria-labelledby="fragment-code">
        <h4 id="fragment-code">{t("Code")}</h4>
        <FragmentEditor
          key={editorKey}
          fragmentType={fragment.fragmentType}
          fragment={fragment}
          initial={initial}
          canSave={canManage}
          onSaved={changed}
        />
      </section>
      <section className={styles.section} aria-labelledby="fragment-preview">
        <h4 id="fragment-preview">{t("Preview")}</h4>
        <FragmentPreview fragment={fragment} version={version} />
      </section>
      <section className={styles.section} aria-labelledby="fragment-revisions">
        <h4 id="fragment-revisions">{t("Revisions")}</h4>
        <FragmentRevisions
          uuid={uuid}
          revisions={revisions.revisions}
          error={revisions.error}
          canManage={canManage}
          onRolledBack={(next) => {
            changed(next);
            setInitial(editedOf(next));
            setEditorKey((before) => before + 1);
          }}
          onDeleted={(revision) => {
            void revisions.refresh();
            void listChanged();
            if (revision.status !== "draft") return;
            // The draft being edited is gone: the editor starts again from the active code.
            void refresh().then((next) => {
              if (!next) return;
              setInitial(editedOf(next));
              setEditorKey((before) => before + 1);
              setVersion((before) => before + 1);
            });
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="fragment-apply">
        <h4 id="fragment-apply">{t("Where it is used")}</h4>
        <FragmentApply
          fragment={fragment}
          hasActive={hasActive}
          canManage={canManage}
          onChanged={() => {
            void refresh();
            void listChanged();
          }}
        />
      </section>
      {canManage && (
        <section className={styles.section} aria-labelledby="fragment-delete">
          <h4 id="fragment-delete">{t("Delete")}</h4>
          <Button buttonType="dashboardStandard" onClick={() => setIsDeleting(true)}>
            {t("Delete this fragment")}
          </Button>
        </section>
      )}
      <p>
        <Link href={fragmentsUrl()}>{t("All fragments")}</Link>
      </p>
      {isDeleting && (
        <DeleteFragmentDialog
          fragment={fragment}
          onCancel={() => setIsDeleting(false)}
          onConfirm={async () => {
            try {
              await deleteFragment(uuid);
              setIsDeleting(false);
              await listChanged();
              toast.add({ body: t("Fragment deleted."), autoDismiss: true });
              navigate(fragmentsUrl());
            } catch (failure) {
              toast.error(failure);
            }
          }}
        />
      )}
    </>
  );
}
