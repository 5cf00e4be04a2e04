import type { ReactNode } from "react";
import * as styles from "./Modal.styles";

/** Props of {@link ModalFooter}. */
export interface ModalFooterProps {
  children: ReactNode;
}

/** A modal's action row (at least 60 high, shell spec §9), kept in view while the content scrolls. */
export function ModalFooter({ children }: ModalFooterProps) {
  return <footer className={styles.footer}>{children}</footer>;
}
