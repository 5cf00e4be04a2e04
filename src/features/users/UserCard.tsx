import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from "react";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { t } from "../../../runtime/i18n/t";
import { useIsMobileDevice } from "../../../runtime/theme/device-class";
import { Button } from "../../ui/Button";
import { CloseButton } from "../../ui/CloseButton";
import { Modal } from "../../ui/Modal";
import { UserCardPopup } from "./UserCardPopup";
import { USER_CARD_PERMISSIONS } from "./user-card-rules";
import { CardSkeleton } from "./UserCardSkeleton";
import * as styles from "./UserCard.styles";

/**
 * The card's content loads when a card is first opened or about to be (a pointer over a trigger, or
 * focus on it): it is not needed for the page's first paint, and it brings the member actions
 * (message, block) with it.
 */
const loadCardContent = () => import("./UserCardContent");
const UserCardContent = lazy(() => loadCardContent().then((m) => ({ default: m.UserCardContent })));
const preloadCardContent = () => void loadCardContent().catch(() => undefined);

/** Props of {@link UserCardTrigger}. */
export interface UserCardTriggerProps {
  userID: number;
  name?: string | null;
  /** What the trigger shows (a name, a photo); it becomes a button, so it must hold no link or button. */
  children: ReactNode;
  /**
   * A second trigger beside the one with the user's name (their photo): it opens the card on a click
   * but is no Tab stop and is hidden from screen readers, which reach the card through the name.
   */
  isDuplicate?: boolean;
}

/**
 * Wraps a user's name or photo so that it opens their user card (shell spec §2 "User card"): a popup
 * on desktop, a modal on mobile and xs. Viewers without profiles.view, users.add, users.edit or
 * users.delete (§6), and placeholder users (userID 0, §3), get the children as they are.
 */
export function UserCardTrigger({ userID, name, children, isDuplicate = false }: UserCardTriggerProps) {
  const canViewCards = useSession((s) => hasPermission(checkerOf(s), USER_CARD_PERMISSIONS));
  const isMobile = useIsMobileDevice();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelID = useId();
  const headingID = useId();

  const close = useCallback((returnFocus: boolean) => {
    if (returnFocus) buttonRef.current?.focus();
    setIsOpen(false);
  }, []);

  if (!canViewCards || userID === 0) return <>{children}</>;

  const card = (
    <Suspense fallback={<CardSkeleton name={name?.trim() || t("Deleted User")} headingID={headingID} />}>
      <UserCardContent userID={userID} name={name} headingID={headingID} />
    </Suspense>
  );
  const trigger = (
    <Button
      ref={buttonRef}
      buttonType="reset"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelID : undefined}
      tabIndex={isDuplicate ? -1 : undefined}
      aria-hidden={isDuplicate || undefined}
      onClick={() => setIsOpen(!isOpen)}
      onPointerEnter={preloadCardContent}
      onFocus={preloadCardContent}
    >
      {children}
    </Button>
  );

  if (isMobile)
    return (
      <>
        {trigger}
        {/* The modal gives focus back to the trigger itself when it closes. */}
        <Modal isVisible={isOpen} size="small" titleID={headingID} onClose={() => setIsOpen(false)}>
          <div id={panelID}>
            <div className={styles.modalClose}>
              <CloseButton onClick={() => setIsOpen(false)} />
            </div>
            {card}
          </div>
        </Modal>
      </>
    );
  return (
    <>
      {trigger}
      <UserCardPopup
        isOpen={isOpen}
        panelID={panelID}
        headingID={headingID}
        anchorRef={buttonRef}
        onClose={close}
      >
        {card}
      </UserCardPopup>
    </>
  );
}
