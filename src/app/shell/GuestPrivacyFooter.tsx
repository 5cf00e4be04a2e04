import { css } from "@linaria/core";
import { lazy, Suspense, useState } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { theme } from "../../../runtime/theme/variables";
import { colors, focusRing } from "../../../runtime/theme/css-variables";

// The dialog and the form are a chunk of their own, loaded when a guest opens them.
const GuestPrivacyDialog = lazy(() => import("./GuestPrivacyDialog"));

const footer = css`
  display: flex;
  justify-content: center;
  padding: ${theme.gutter.half}px;
  font-size: ${theme.fontSizes.small}px;
`;
const link = css`
  padding: 2px 4px;
  border: 0;
  background: none;
  color: ${colors.muted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 1px;
  }
`;

/**
 * A small footer link for guests to the analytics privacy form members have in their account
 * settings (shell spec §4, §7): a guest's choice is kept in the `<garden.cookie.name>-anonymize`
 * cookie, and a guest who anonymises sends no page views (the tracking feature reads the cookie).
 */
export function GuestPrivacyFooter() {
  const isGuest = useSession((s) => s.user.userID <= 0);
  const [isOpen, setIsOpen] = useState(false);
  if (!isGuest) return null;
  return (
    <footer className={footer}>
      <button type="button" className={link} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {t("Analytics privacy")}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <GuestPrivacyDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
