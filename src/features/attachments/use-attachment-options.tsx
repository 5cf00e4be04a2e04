import { lazy, Suspense, useState, type ReactNode } from "react";
import useSWR from "swr";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import type { AttachmentCatalog, AttachmentIntegration } from "../../../schemas/entities/attachment.schema";
import { DropDownItem } from "../../ui/DropDownItem";
import { Loader } from "../../ui/Loader";
import type { ToastActions } from "../../ui/toasts/use-toast";
import { ATTACHMENT_CATALOG_KEY, mayAttach } from "./attachments-api";

const AddAttachmentDialog = lazy(() => import("./AddAttachmentDialog"));

/** What the options menu shows for attachments: its items and the open dialog. */
export interface AttachmentOptions {
  items: ReactNode;
  dialog: ReactNode;
}

/**
 * The "Discussion Options" items that attach a record of an integration (content spec §3, §6): one
 * per integration the viewer may post on this discussion (scope all, or own on their own), none
 * otherwise. The catalog loads with the menu; each form loads when chosen.
 */
export function useAttachmentOptions(
  discussion: { discussionID: number; insertUserID: number },
  toast: ToastActions,
): AttachmentOptions {
  const viewerID = useSession((s) => s.user.userID);
  const { data: catalog } = useSWR<AttachmentCatalog>(
    viewerID > 0 ? ATTACHMENT_CATALOG_KEY : null,
    apiFetcher,
  );
  const [open, setOpen] = useState<AttachmentIntegration | null>(null);
  const usable = Object.values(catalog ?? {}).filter(
    (integration) =>
      integration.recordTypes.includes("discussion") &&
      mayAttach(integration, viewerID, discussion.insertUserID),
  );
  return {
    items: usable.map((integration) => (
      <DropDownItem key={integration.attachmentType} onClick={() => setOpen(integration)}>
        {t(integration.label)}
      </DropDownItem>
    )),
    dialog: open ? (
      <Suspense fallback={<Loader size="small" />}>
        <AddAttachmentDialog
          integration={open}
          discussionID={discussion.discussionID}
          onClose={() => setOpen(null)}
          toast={toast}
        />
      </Suspense>
    ) : null,
  };
}
