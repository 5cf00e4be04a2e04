import { useEffect, useRef, type RefObject } from "react";
import { DraftNotice, useDraftAutosave } from "../drafts";
import { isEmptyRich2 } from "../editor";
import { discussionDraftOf, valuesOfDiscussionDraft } from "./post-form-draft";
import { bodyOf, type PostFormValues } from "./post-form-values";

/** What the form asks of its draft. */
export interface DiscussionDraftControls {
  /** After posting: the draft goes, locally and on the server (content spec §4). */
  removeAfterPost(): Promise<void>;
}

/** Props of {@link DiscussionDraftKeeper}. */
export interface DiscussionDraftKeeperProps {
  /** The page path (the local key before the draft has an ID) and the draft ID the page was opened with. */
  path: string;
  draftID: number | null;
  values: PostFormValues;
  /** What the form starts from: a restored draft fills in over it. */
  initial: PostFormValues;
  onRestore(values: PostFormValues): void;
  controlsRef: RefObject<DiscussionDraftControls | null>;
}

/** The fields a draft holds, to tell the member's edits from a restore that set the same values. */
function keyOf(values: PostFormValues): string {
  return JSON.stringify([
    values.name,
    values.category?.categoryID,
    values.tags.map((tag) => tag.tagID),
    values.type,
    bodyOf(values),
  ]);
}

function isEmptyForm(values: PostFormValues): boolean {
  const hasBody = values.format === "rich2" ? !isEmptyRich2(values.rich) : values.text.trim() !== "";
  return values.name.trim() === "" && !hasBody;
}

/**
 * The new discussion form's draft (content spec §3, §4), loaded lazily with the form's editor for
 * members only: every change is kept (an emptied form removes the draft), a restored draft refills
 * the form, and the two-tab notice shows here.
 */
export default function DiscussionDraftKeeper(props: DiscussionDraftKeeperProps) {
  const { path, draftID, values, controlsRef } = props;
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const lastKey = useRef(keyOf(props.initial));
  const autosave = useDraftAutosave({
    isEnabled: true,
    path,
    draftID,
    onRestore: (restored) => {
      const { initial, onRestore } = latest.current;
      void (restored ? valuesOfDiscussionDraft(restored, initial) : Promise.resolve(initial)).then((next) => {
        lastKey.current = keyOf(next);
        onRestore(next);
      });
    },
  });
  const { change, discard, removeAfterPost } = autosave;
  useEffect(() => {
    controlsRef.current = { removeAfterPost };
  }, [controlsRef, removeAfterPost]);
  useEffect(() => {
    const key = keyOf(values);
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (isEmptyForm(values)) void discard();
    else change(discussionDraftOf(values));
  }, [values, change, discard]);
  return <DraftNotice notice={autosave.snapshot?.notice} onDismiss={autosave.dismissNotice} />;
}
