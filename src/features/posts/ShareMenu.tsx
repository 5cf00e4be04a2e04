import { configValue, useSession } from "../../../runtime/data/session-store";
import { t, msg } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { DropDown } from "../../ui/DropDown";
import { DropDownItem } from "../../ui/DropDownItem";
import { useToast } from "../../ui/toasts/use-toast";
import { canShareNatively, mailtoShareUrl, messageShareUrl, shareUrlOf } from "./share-urls";
import { usePermissionChecker } from "./use-permission-checker";
import { useBrowserValue } from "../../ui/use-browser-value";

/** Props of {@link ShareMenu}. */
export interface ShareMenuProps {
  /** The post's URL (a discussion's url, a comment's permalink). */
  url: string;
  /** The discussion's title: the email subject and the native share title. */
  name: string;
}

/** Content spec §8 success toast. */
export const LINK_COPIED_TEXT = msg("Link copied to clipboard.");

/**
 * The share menu of a post (content spec §2, §9): Copy Link (with utm_source=community-share and the
 * "Link copied to clipboard." toast), the device's share sheet on Android and iOS, an email link, and
 * "Share in a message" for members who may start conversations when conversations are on.
 */
export function ShareMenu({ url, name }: ShareMenuProps) {
  // The items (and the links they carry) are made when the menu opens: a thread shows a menu per post.
  return (
    <DropDown buttonContents={t("Share")} buttonType="text">
      <ShareMenuItems url={url} name={name} />
    </DropDown>
  );
}

function ShareMenuItems({ url, name }: ShareMenuProps) {
  const toast = useToast();
  const checker = usePermissionChecker();
  const conversationsEnabled = useSession((s) => configValue(s, "context.conversationsEnabled", false));
  const canMessage = conversationsEnabled === true && hasPermission(checker, "conversations.add");
  const shareUrl = shareUrlOf(
    url,
    useBrowserValue(() => window.location.origin, ""),
  );
  const nav = typeof navigator === "undefined" ? undefined : navigator;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.add({ body: t(LINK_COPIED_TEXT), autoDismiss: true });
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <>
      <DropDownItem onClick={() => void handleCopy()}>{t("Copy Link")}</DropDownItem>
      {canShareNatively(nav) ? (
        <DropDownItem
          onClick={() => {
            // A dismissed share sheet rejects; nothing to report.
            navigator.share({ title: name, url: shareUrl }).catch(() => undefined);
          }}
        >
          {t("Share")}
        </DropDownItem>
      ) : null}
      <DropDownItem to={mailtoShareUrl(name, shareUrl)}>{t("Email")}</DropDownItem>
      {canMessage ? (
        <DropDownItem to={messageShareUrl(shareUrl)}>{t("Share in a message")}</DropDownItem>
      ) : null}
    </>
  );
}
