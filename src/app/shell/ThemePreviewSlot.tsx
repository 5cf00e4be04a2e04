import { lazy, Suspense, useEffect, useState } from "react";
import { readBootPayload } from "../../../runtime/boot/read-boot";
import type { ThemePreview } from "../../../schemas/entities/theme.schema";

// A chunk of its own, asked for only while an administrator previews a theme: nobody else loads it.
const ThemePreviewBanner = lazy(() => import("../../features/admin/themes/ThemePreviewBanner"));

/**
 * Where the theme preview banner goes (shell spec §6): nothing unless the page's boot payload says
 * the viewer is previewing a theme. Read after hydration, so the server's markup and the first
 * client render agree.
 */
export function ThemePreviewSlot() {
  const [preview, setPreview] = useState<ThemePreview | null>(null);
  useEffect(() => {
    const themePreview = readBootPayload()?.themePreview;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the payload is read once, after hydration
    if (themePreview) setPreview(themePreview);
  }, []);
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <ThemePreviewBanner preview={preview} />
    </Suspense>
  );
}
