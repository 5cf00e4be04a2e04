import { useCallback, type RefObject } from "react";
import type { Draft } from "../../../schemas/entities/draft.schema";
import { draftParentRef, draftTitle, parentRefKey, type DraftParentRef } from "./draft-presentation";
import { useDraftActions } from "./draft-actions";
import { useParentNames } from "./use-drafts";
import { DraftListItem } from "./DraftListItem";
import * as styles from "./drafts-page.styles";

/** Props of {@link DraftList}. */
export interface DraftListProps {
  drafts: readonly Draft[];
  /** Takes focus when an action removed the element that had it (the draft left the list). */
  focusFallbackRef: RefObject<HTMLElement | null>;
}

/** The member's drafts, as the API orders them, each with its actions. */
export function DraftList({ drafts, focusFallbackRef }: DraftListProps) {
  const actions = useDraftActions();
  const names = useParentNames(
    drafts.map(draftParentRef).filter((ref): ref is DraftParentRef => ref !== null),
  );
  const handleSettled = useCallback(() => {
    // After the refetch and the dialog's own focus return: a button that left with its draft
    // leaves focus on the body, so it goes to the page heading instead.
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) focusFallbackRef.current?.focus();
    });
  }, [focusFallbackRef]);
  return (
    <ol className={styles.list}>
      {drafts.map((draft) => {
        const parent = draftParentRef(draft);
        const title = draftTitle(draft, parent && names[parentRefKey(parent)]);
        return (
          <DraftListItem
            key={draft.draftID}
            draft={draft}
            title={title}
            actions={actions}
            onSettled={handleSettled}
          />
        );
      })}
    </ol>
  );
}
