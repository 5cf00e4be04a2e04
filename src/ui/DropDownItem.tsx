import type { MouseEvent, ReactNode } from "react";
import { cx } from "@linaria/core";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { useDropDownContext } from "./dropdown-context";
import * as styles from "./DropDown.styles";

/** Props of {@link DropDownItem}: a link (`to`) or an action (`onClick`). */
export type DropDownItemProps = {
  children: ReactNode;
  className?: string;
} & (
  | {
      to: string;
      onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
      isDisabled?: undefined;
      isChecked?: undefined;
      /** "_blank" opens the link in a new tab, without giving the new page a handle on this one. */
      target?: "_blank";
    }
  | {
      to?: undefined;
      onClick: (event: MouseEvent<HTMLButtonElement>) => void;
      isDisabled?: boolean;
      /** Makes the item a checkable one (role menuitemcheckbox), checked or not. */
      isChecked?: boolean;
      target?: undefined;
    }
);

/**
 * One entry of a drop-down menu (role menuitem), at least 30 high, 44 on mobile (shell spec §9). Choosing
 * it closes the drop-down and gives focus back to its button (§4). Links are sanitised (content spec §5).
 */
export function DropDownItem(props: DropDownItemProps) {
  const dropDown = useDropDownContext();
  const className = cx(styles.item, props.className);
  if (props.to !== undefined) {
    const { to, onClick, target } = props;
    return (
      <a
        role="menuitem"
        href={sanitizeLink(to)}
        target={target}
        rel={target ? "noopener noreferrer" : undefined}
        className={className}
        onClick={(event) => {
          onClick?.(event);
          dropDown?.close(true);
        }}
      >
        {props.children}
      </a>
    );
  }
  const { onClick, isDisabled, isChecked } = props;
  return (
    <button
      type="button"
      role={isChecked === undefined ? "menuitem" : "menuitemcheckbox"}
      aria-checked={isChecked}
      className={className}
      disabled={isDisabled}
      onClick={(event) => {
        onClick(event);
        dropDown?.close(true);
      }}
    >
      {props.children}
    </button>
  );
}
