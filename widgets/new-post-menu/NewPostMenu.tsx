import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { cx } from "@linaria/core";
import { useLocation } from "wouter";
import { checkerOf, configValue, useSession } from "../../runtime/data/session-store";
import { t } from "../../runtime/i18n/t";
import { hasPermission } from "../../runtime/permissions/permission-checker";
import { matchRoute } from "../../runtime/url/match-route";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { pageRoutes } from "../../schemas/routes";
import type { NewPostMenuProps } from "../../schemas/widgets/new-post-menu.schema";
import * as buttonStyles from "../../src/ui/Button.styles";
import * as styles from "./NewPostMenu.styles";

/**
 * The create-post path of a post type (content spec §2 `/post/{postType}/{parentID}`): under the
 * category page the menu is on, else under the default parent -1 (content spec §9).
 */
function createPostUrl(postType: string, pathname: string): string {
  const match = matchRoute(pageRoutes.category, pathname) ?? matchRoute(pageRoutes.categoryPage, pathname);
  const categoryID = match?.categoryID && /^\d+$/.test(match.categoryID) ? match.categoryID : "-1";
  return `/post/${encodeURIComponent(postType)}/${categoryID}`;
}

/**
 * The New Post button for users who may start discussions (`discussions.add`); nothing for others.
 * Without items it links to a new discussion, or, with the Q&A addon on, opens New Discussion and
 * Ask a Question.
 * With items it is a disclosure: the button toggles a list of links, Escape closes it and returns
 * focus to the button, and focus leaving the menu closes it.
 */
export function NewPostMenu({ title, items = [] }: NewPostMenuProps) {
  const listID = useId();
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();
  const session = useSession((s) => s);
  if (!hasPermission(checkerOf(session), "discussions.add")) return null;

  const label = title?.trim() ? title : t("New Post");
  const configured = items.flatMap((item) => {
    const url = item.url?.trim() || (item.type ? createPostUrl(item.type, pathname) : "");
    return url ? [{ label: item.label, url: sanitizeLink(url) }] : [];
  });
  // With the Q&A addon on, a menu left without items offers asking a question beside a discussion.
  const entries =
    configured.length === 0 && configValue(session, "addons.qna.enabled", false)
      ? [
          { label: t("New Discussion"), url: createPostUrl("discussion", pathname) },
          { label: t("Ask a Question"), url: createPostUrl("question", pathname) },
        ]
      : configured;
  const buttonClass = cx(buttonStyles.button, buttonStyles.primary);

  if (entries.length === 0) {
    return (
      <a href={createPostUrl("discussion", pathname)} className={buttonClass}>
        {label}
      </a>
    );
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      close(true);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  }

  return (
    <div className={styles.menu} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass}
        aria-expanded={isOpen}
        aria-controls={listID}
        onClick={() => setOpen((open) => !open)}
      >
        {label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={listID} className={styles.list} hidden={!isOpen}>
        {entries.map((entry, index) => (
          <li key={index}>
            <a href={entry.url} className={styles.item}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default NewPostMenu;
