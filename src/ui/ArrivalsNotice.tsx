import { Button } from "./Button";
import * as styles from "./ArrivalsNotice.styles";

/** Props of {@link ArrivalsNotice}. */
export interface ArrivalsNoticeProps {
  /** How many arrived; nothing shows at 0. */
  count: number;
  /** The label for one ("1 new comment"). */
  one: string;
  /** The label for more, with `{count}` in it ("{count} new comments"). */
  many: string;
  /** Shows what arrived. */
  onShow: () => void;
}

/**
 * Says that something arrived while the page was open (the live stream) and shows it on request, so
 * nothing moves under the reader: a status region (screen readers hear the count) holding a button.
 * The region keeps its place whether or not the button shows.
 */
export function ArrivalsNotice({ count, one, many, onShow }: ArrivalsNoticeProps) {
  const label = count === 0 ? null : count === 1 ? one : many.replace("{count}", String(count));
  return (
    <div role="status" className={styles.arrivals}>
      {label ? (
        <Button buttonType="outline" onClick={onShow}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}
