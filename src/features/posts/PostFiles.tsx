import type { PostFile } from "../../../schemas/entities/media.schema";
import { isSafeLink } from "../../../runtime/url/safe-link";
import { formatFileSize } from "../../../runtime/format/file-size";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import * as styles from "./posts.styles";

/** Props of {@link PostFiles}. */
export interface PostFilesProps {
  /** The post's files (a moved-in forum's attachments), oldest first; nothing shows without any. */
  files: readonly PostFile[] | undefined;
}

/**
 * The files attached to a post, under its body: each a link to the file where it is kept (an outside
 * address goes through the leaving page, as every external link does),
 * with its size. A file whose address is not a safe link is named without a link.
 */
export function PostFiles({ files }: PostFilesProps) {
  const locale = useSession((s) => s.locale);
  if (!files || files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={t("Attached files")}>
      {files.map((file) => (
        <li key={file.mediaID}>
          {isSafeLink(file.url) ? (
            <a href={file.url} rel="nofollow">
              {file.name}
            </a>
          ) : (
            file.name
          )}{" "}
          <span className={styles.fileSize}>({formatFileSize(file.size, locale)})</span>
        </li>
      ))}
    </ul>
  );
}
