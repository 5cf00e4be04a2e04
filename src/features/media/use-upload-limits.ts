import { useMemo } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { siteConfigKeys } from "../../../schemas/config/site-config";
import type { UploadLimits } from "./check-upload";

// Module constants, so the store selectors return the same value while the config lacks the keys.
const defaultMaxSize: number = siteConfigKeys["upload.maxSize"].default;
const defaultExtensions: readonly string[] = siteConfigKeys["upload.allowedExtensions"].default;

/** The upload limits of the site's config (upload.maxSize, upload.allowedExtensions) for checkUpload. */
export function useUploadLimits(): UploadLimits {
  const maxSize = useSession((state) => configValue(state, "upload.maxSize", defaultMaxSize));
  const allowedExtensions = useSession((state) =>
    configValue<readonly string[]>(state, "upload.allowedExtensions", defaultExtensions),
  );
  return useMemo(() => ({ maxSize, allowedExtensions }), [maxSize, allowedExtensions]);
}
