import type { ReactNode } from "react";
import { CloseButton } from "./CloseButton";
import { useModalContext } from "./modal-context";
import * as styles from "./Modal.styles";

/** Props of {@link ModalHeader}. */
export interface ModalHeaderProps {
  title: ReactNode;
  /** Defaults to the enclosing modal's `titleID`, so the title names the dialog. */
  titleID?: string;
  /** Defaults to the enclosing modal's `onClose`; pass null for no close button. */
  onClose?: (() => void) | null;
  /** Extra controls shown before the close button. */
  actions?: ReactNode;
}

/** A modal's title bar (at least 60 high, shell spec §9) with a close button titled "Close" (§8). */
export function ModalHeader({ title, titleID, onClose, actions }: ModalHeaderProps) {
  const modal = useModalContext();
  const close = onClose === undefined ? modal?.onClose : onClose;
  return (
    <header className={styles.header}>
      <h2 id={titleID ?? modal?.titleID} className={styles.title}>
        {title}
      </h2>
      {actions}
      {close && <CloseButton onClick={close} />}
    </header>
  );
}
