import { useMemo } from "react";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Tooltip } from "../../ui/Tooltip";
import { bulkAvailability, BULK_TEXTS, type BulkAction, type DisabledReason } from "./bulk-validation";
import { openBulkDialog } from "./bulk-dialog-store";
import { checkedList, discussionSelection, useSelection } from "./selection-store";
import * as styles from "./moderation.styles";

const buttonLabels: Record<BulkAction, string> = {
  delete: msg("Delete"),
  move: msg("Move"),
  merge: msg("Merge"),
  close: msg("Close"),
  reopen: msg("Reopen"),
  warn: msg("Warn"),
};

/**
 * The bulk bar in the selection toast (content spec §4, §5): "You have selected N discussions.", the
 * actions with the §5 rules, and Clear selection. A disabled action stays focusable (aria-disabled)
 * and says why in a tooltip that is also its accessible description.
 */
export default function BulkActionsBar() {
  const checked = useSelection((state) => state.checked);
  const selected = useMemo(() => checkedList({ checked, pending: {} }), [checked]);
  const checker = checkerOf(useSession((s) => s));
  const availability = bulkAvailability(selected, checker);
  const isAllClosed = selected.length > 0 && selected.every((item) => item.closed);
  const shown: BulkAction[] = [
    "delete",
    "move",
    "merge",
    "close",
    ...(isAllClosed ? ["reopen" as const] : []),
    "warn",
  ];

  return (
    <div className={styles.bar}>
      <p className={styles.barText}>{t(BULK_TEXTS.selected, { count: selected.length })}</p>
      <div className={styles.actions}>
        {shown.map((action) => (
          <BulkActionButton
            key={action}
            label={t(buttonLabels[action])}
            reason={availability[action]}
            onClick={() => openBulkDialog(action, selected)}
          />
        ))}
        <Button buttonType="text" onClick={() => discussionSelection.clear()}>
          {t("Clear selection")}
        </Button>
      </div>
    </div>
  );
}

function BulkActionButton({
  label,
  reason,
  onClick,
}: {
  label: string;
  reason: DisabledReason | null;
  onClick(): void;
}) {
  if (!reason) {
    return (
      <Button buttonType="standard" onClick={onClick}>
        {label}
      </Button>
    );
  }
  const explanation =
    reason.names.length > 0 ? `${reason.message} ${reason.names.join(", ")}` : reason.message;
  return (
    <Tooltip label={explanation}>
      <Button buttonType="standard" aria-disabled="true">
        {label}
      </Button>
    </Tooltip>
  );
}
