import { useId, useState } from "react";
import useSWR from "swr";
import { Link } from "wouter";
import { apiClient } from "../../../../runtime/api/api-client";
import { t } from "../../../../runtime/i18n/t";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import { Button } from "../../../ui/Button";
import { DateTime } from "../../../ui/DateTime";
import { Loader } from "../../../ui/Loader";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import { Tag } from "../../../ui/Tag";
import { useToast } from "../../../ui/toasts/use-toast";
import { dashboardSectionUrl, THEMES_SECTION_ID } from "../dashboard-address";
import { restoreThemeRevision, useThemeRevisions } from "./theme-api";
import * as styles from "./ThemeRevisions.styles";

/** Who made a revision: Plaza for the built-in first one, else the member's name. */
function RevisionAuthor({ userID }: { userID: number }) {
  const { data } = useSWR(userID > 0 ? `dashboard:user-name:${userID}` : null, async () => {
    return (await apiClient.get<{ name: string }>(`users/${userID}`)).data.name;
  });
  if (userID === 0) return <>{t("Plaza")}</>;
  return <>{data ?? ""}</>;
}

/** Asks before an earlier revision becomes the theme's active one. */
function ConfirmRestore({
  revision,
  onConfirm,
  onCancel,
}: {
  revision: Theme;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const titleID = useId();
  const [isRestoring, setIsRestoring] = useState(false);
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel}>
      <ModalHeader title={t("Restore Revision")} />
      <p className={styles.question}>
        {t("Restore revision {id}? Pages use it as soon as it is restored.", { id: revision.revisionID })}
      </p>
      <ModalFooter>
        <Button buttonType="text" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button
          buttonType="primary"
          isLoading={isRestoring}
          onClick={() => {
            setIsRestoring(true);
            void onConfirm().finally(() => setIsRestoring(false));
          }}
        >
          {t("Restore")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/**
 * A theme's revisions page (shell spec §2 `/appearance/style-guides/{themeID}/revisions`): every
 * revision, newest first, with its date, who made it and which one is active; Restore makes an
 * earlier one active again after a confirmation (content spec §4 "revision patch").
 */
export default function ThemeRevisions({ themeID }: { themeID: string }) {
  const toast = useToast();
  const { revisions, error, mutate } = useThemeRevisions(themeID);
  const [restoring, setRestoring] = useState<Theme | null>(null);
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!revisions) return <Loader />;
  const name = revisions[0]?.name ?? themeID;

  async function restore(revision: Theme) {
    try {
      const restored = await restoreThemeRevision(themeID, revision.revisionID);
      await mutate(
        revisions?.map((candidate) => ({
          ...candidate,
          active: candidate.revisionID === restored.revisionID,
        })),
        { revalidate: true },
      );
      setRestoring(null);
      toast.add({
        body: t("Revision {id} is active again.", { id: restored.revisionID }),
        autoDismiss: true,
      });
    } catch (restoreError) {
      toast.error(restoreError);
    }
  }

  return (
    <>
      <h3 className={styles.heading}>{t("Revisions of {name}", { name })}</h3>
      <p className={styles.links}>
        <Link href={dashboardSectionUrl(THEMES_SECTION_ID)}>{t("All themes")}</Link>
        <Link href={dashboardSectionUrl(THEMES_SECTION_ID, themeID)}>{t("Edit {name}", { name })}</Link>
      </p>
      <ol className={styles.list} aria-label={t("Revisions")}>
        {revisions.map((revision) => (
          <li key={revision.revisionID} className={styles.item}>
            <span className={styles.title}>
              {revision.revisionName || t("Revision {id}", { id: revision.revisionID })}
            </span>
            <DateTime date={revision.dateInserted} />
            <span className={styles.author}>
              <RevisionAuthor userID={revision.insertUserID} />
            </span>
            {revision.active ? (
              <Tag preset="success">{t("Active")}</Tag>
            ) : (
              <Button
                buttonType="dashboardStandard"
                aria-label={t("Restore revision {id}", { id: revision.revisionID })}
                onClick={() => setRestoring(revision)}
              >
                {t("Restore")}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {restoring && (
        <ConfirmRestore
          revision={restoring}
          onConfirm={() => restore(restoring)}
          onCancel={() => setRestoring(null)}
        />
      )}
    </>
  );
}
