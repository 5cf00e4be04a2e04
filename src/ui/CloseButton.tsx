import { t } from "../../runtime/i18n/t";
import { Button, type ButtonType } from "./Button";

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  onClick: () => void;
  buttonType?: Extract<ButtonType, "icon" | "iconCompact">;
  className?: string;
}

/** An × button titled "Close" (shell spec §8 default icon titles), for modals, toasts and panels. */
export function CloseButton({ onClick, buttonType = "icon", className }: CloseButtonProps) {
  const label = t("Close");
  return (
    <Button buttonType={buttonType} className={className} aria-label={label} title={label} onClick={onClick}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
