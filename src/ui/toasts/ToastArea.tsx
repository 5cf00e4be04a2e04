import { cx } from "@linaria/core";
import { useStore } from "../../../runtime/data/store";
import { CloseButton } from "../CloseButton";
import { toastStore, type Toast, type ToastStore } from "./toast-store";
import * as styles from "./ToastArea.styles";

/** Props of {@link ToastArea}. */
export interface ToastAreaProps {
  /** The app's store by default; a gallery or test may pass its own. */
  toasts?: ToastStore;
}

/**
 * The toasts area of shell spec §2: a polite live region, so screen readers read new toasts without
 * interrupting. Render it once, in the shell, before any toast is added (a live region must exist first).
 */
export function ToastArea({ toasts = toastStore }: ToastAreaProps) {
  const list = useStore(toasts.store, (state) => state.toasts);
  return (
    <div className={styles.area} aria-live="polite" aria-relevant="additions text">
      {list.map((toast) => (
        <ToastView key={toast.toastID} toast={toast} onDismiss={() => toasts.dismiss(toast.toastID)} />
      ))}
    </div>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const isHidden = !toast.visibility;
  return (
    <div
      className={cx(styles.toast, toast.wide && styles.wide, isHidden && styles.hidden, toast.className)}
      aria-hidden={isHidden || undefined}
      inert={isHidden}
    >
      <div className={styles.body}>{toast.body}</div>
      {toast.dismissible && <CloseButton buttonType="iconCompact" onClick={onDismiss} />}
    </div>
  );
}
