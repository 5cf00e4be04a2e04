import { useId, useState, type ReactNode } from "react";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { Button } from "./Button";
import * as styles from "./Spoiler.styles";

/** Props of {@link Spoiler}. */
export interface SpoilerProps {
  children: ReactNode;
  className?: string;
}

/**
 * Content hidden until asked for (shell spec §4: a spoiler toggles shown or hidden). While hidden it
 * is out of the accessibility tree too (the `hidden` attribute), so screen readers do not give it
 * away.
 */
export function Spoiler({ children, className }: SpoilerProps) {
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className={cx(styles.spoiler, className)}>
      <Button
        buttonType="text"
        aria-expanded={isShown}
        aria-controls={id}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? t("Hide Spoiler") : t("Show Spoiler")}
      </Button>
      <div id={id} className={styles.content} hidden={!isShown}>
        {children}
      </div>
    </div>
  );
}
