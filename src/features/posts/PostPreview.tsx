import { useEffect, useState } from "react";
import { apiClient } from "../../../runtime/api/api-client";
import { t } from "../../../runtime/i18n/t";
import type { PostPreview as RenderedPreview } from "../../../schemas/api/post-preview.schema";
import { Loader } from "../../ui/Loader";
import { errorMessageOf } from "../../ui/toasts/error-message";
import type { ComposerBody } from "./ComposerTabs";
import { UserContent } from "./UserContent";
import * as styles from "./composer.styles";

type PreviewState =
  { status: "loading" } | { status: "success"; html: string } | { status: "error"; message: string };

/**
 * The body as it will show once posted: rendered and sanitised by the server, as posts are
 * (`POST /posts/preview`), in the same `.userContent` container as a post's body.
 */
export default function PostPreview({ body }: { body: ComposerBody }) {
  const [state, setState] = useState<PreviewState>({ status: "loading" });

  useEffect(() => {
    if (!body) return undefined;
    // Mounted anew for each press of Preview: the state starts as loading.
    const controller = new AbortController();
    apiClient.post<RenderedPreview>("posts/preview", { body, signal: controller.signal }).then(
      ({ data }) => setState({ status: "success", html: data.body }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", message: errorMessageOf(error) });
      },
    );
    return () => controller.abort();
  }, [body]);

  if (!body) return <p className={styles.previewNote}>{t("Nothing to preview.")}</p>;
  if (state.status === "loading") return <Loader size="small" />;
  if (state.status === "error") {
    return (
      <p role="alert" className={styles.previewNote}>
        {state.message}
      </p>
    );
  }
  return <UserContent html={state.html} />;
}
