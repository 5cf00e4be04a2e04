import { useEffect, useId, useState } from "react";
import type { Collection } from "../../../../schemas/entities/collection.schema";
import { t } from "../../../../runtime/i18n/t";
import { errorMessageOf } from "../../../ui/toasts/error-message";
import { Loader } from "../../../ui/Loader";
import { OptionsDialog } from "../OptionsDialog";
import { collectionsOf, createCollection, listCollections, setCollectionsOf } from "../options-api";
import type { DiscussionFormProps } from "./form-props";
import { MODERATION_TEXTS } from "../moderation-texts";
import * as styles from "../discussion-options.styles";

type Loaded =
  { status: "loading" } | { status: "error"; message: string } | { status: "success"; all: Collection[] };

/**
 * Add to Collection (community.manage): every collection as a checkbox, those holding the discussion
 * checked, and a name for a new one. Saving creates the new collection with `POST /collections`, then
 * sets exactly the checked ones with `PUT /collections/by-resource`, cleared first (content spec §7).
 */
export default function CollectionsForm({ discussion, onClose, onDone }: DiscussionFormProps) {
  const newNameID = useId();
  const { discussionID } = discussion;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [newName, setNewName] = useState("");

  useEffect(() => {
    let isCurrent = true;
    Promise.all([listCollections(), collectionsOf(discussionID)]).then(
      ([all, holding]) => {
        if (!isCurrent) return;
        const known = new Map(all.map((collection) => [collection.collectionID, collection]));
        for (const collection of holding) known.set(collection.collectionID, collection);
        setChecked(new Set(holding.map((collection) => collection.collectionID)));
        setLoaded({ status: "success", all: [...known.values()] });
      },
      (error: unknown) => isCurrent && setLoaded({ status: "error", message: errorMessageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [discussionID]);

  function toggle(collectionID: number) {
    const next = new Set(checked);
    if (next.has(collectionID)) next.delete(collectionID);
    else next.add(collectionID);
    setChecked(next);
  }

  return (
    <OptionsDialog
      title={t("Add to Collection")}
      submitLabel={t("Save")}
      onClose={onClose}
      canSubmit={loaded.status === "success"}
      onSubmit={async () => {
        const ids = [...checked];
        const name = newName.trim();
        if (name) ids.push((await createCollection(name, discussionID)).collectionID);
        await setCollectionsOf(discussionID, ids);
        await onDone(t(MODERATION_TEXTS.collected));
      }}
    >
      {loaded.status === "loading" ? <Loader size="small" /> : null}
      {loaded.status === "error" ? (
        <p role="alert" className={styles.alert}>
          {loaded.message}
        </p>
      ) : null}
      {loaded.status === "success" ? (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("Collections")}</legend>
            {loaded.all.length === 0 ? <p>{t("There are no collections yet.")}</p> : null}
            {loaded.all.map((collection) => (
              <label key={collection.collectionID} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={checked.has(collection.collectionID)}
                  onChange={() => toggle(collection.collectionID)}
                />
                {collection.name}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={newNameID} className={styles.label}>
              {t("New collection")}
            </label>
            <input
              id={newNameID}
              className={styles.select}
              maxLength={255}
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
            />
          </div>
        </>
      ) : null}
    </OptionsDialog>
  );
}
