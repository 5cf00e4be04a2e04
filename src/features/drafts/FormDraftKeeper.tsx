import { useEffect, useRef, type RefObject } from "react";
import type { SaveState } from "./draft-autosave";
import type { DraftInput } from "./draft-types";
import { DraftNotice } from "./DraftNotice";
import { useDraftAutosave } from "./use-draft-autosave";

/** What a form asks of its draft. */
export interface FormDraftControls {
  /** After posting: the draft goes, locally and on the server (content spec §4). */
  removeAfterPost(): Promise<void>;
}

/** Props of {@link FormDraftKeeper}: the form's values and how they map to a draft. */
export interface FormDraftKeeperProps<V> {
  /** The page path (the local key before the draft has an ID) and the draft ID the page was opened with. */
  path: string;
  draftID: number | null;
  values: V;
  /** What the form starts from: a restored draft fills in over it. */
  initial: V;
  toDraft(values: V): DraftInput;
  fromDraft(draft: DraftInput, initial: V): Promise<V>;
  /** The fields a draft holds, to tell the member's edits from a restore that set the same values. */
  keyOf(values: V): string;
  /** An empty form keeps no draft (and removes one). */
  isEmpty(values: V): boolean;
  onRestore(values: V): void;
  controlsRef: RefObject<FormDraftControls | null>;
  /** Told where the latest text is, for the save state the form shows. */
  onSaveState?(state: SaveState): void;
}

/**
 * A form's draft (content spec §3, §4), loaded lazily for members only: every change is kept (an
 * emptied form removes the draft), a restored draft refills the form, and the two-tab notice shows
 * here.
 */
export default function FormDraftKeeper<V>(props: FormDraftKeeperProps<V>) {
  const { path, draftID, values, controlsRef, keyOf, isEmpty, toDraft } = props;
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
      const { initial, fromDraft, keyOf: keyAtStart, values: valuesAtStart } = latest.current;
      const before = keyAtStart(valuesAtStart);
      void (restored ? fromDraft(restored, initial) : Promise.resolve(initial)).then((next) => {
        // Filling in takes a moment (a category's name may be fetched): what the member typed
        // meanwhile is newer, and stays.
        if (latest.current.keyOf(latest.current.values) !== before) return;
        lastKey.current = latest.current.keyOf(next);
        latest.current.onRestore(next);
      });
    },
  });
  const { change, discard, removeAfterPost, saveState } = autosave;
  const { onSaveState } = props;
  useEffect(() => onSaveState?.(saveState), [onSaveState, saveState]);
  useEffect(() => {
    controlsRef.current = { removeAfterPost };
  }, [controlsRef, removeAfterPost]);
  useEffect(() => {
    const key = keyOf(values);
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (isEmpty(values)) void discard();
    else change(toDraft(values));
  }, [values, change, discard, keyOf, isEmpty, toDraft]);
  return <DraftNotice notice={autosave.snapshot?.notice} onDismiss={autosave.dismissNotice} />;
}
