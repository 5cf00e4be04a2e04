import { createContext, useContext } from "react";

/** What a modal tells its header: the id that labels the dialog and how to close it. */
export interface ModalContextValue {
  titleID?: string;
  onClose: () => void;
}

/** Set by {@link Modal} for the pieces rendered inside it. */
export const ModalContext = createContext<ModalContextValue | null>(null);

/** The enclosing modal's title id and close handler, or null outside a modal. */
export function useModalContext(): ModalContextValue | null {
  return useContext(ModalContext);
}
