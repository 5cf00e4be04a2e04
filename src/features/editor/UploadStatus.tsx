import { t } from "../../../runtime/i18n/t";
import type { UploadProgress } from "./use-uploads";
import * as styles from "./RichEditor.styles";

/** Props of {@link UploadStatus}. */
export interface UploadStatusProps {
  uploads: UploadProgress[];
  errors: string[];
}

/** A progress bar per running upload and the upload errors (content spec §8 messages), announced. */
export function UploadStatus({ uploads, errors }: UploadStatusProps) {
  if (uploads.length === 0 && errors.length === 0) return null;
  return (
    <div className={styles.uploads}>
      {uploads.map((upload) => (
        <div key={upload.id} className={styles.uploadRow}>
          <span>{upload.name}</span>
          <progress
            aria-label={t("Uploading {name}", { name: upload.name })}
            value={upload.fraction}
            max={1}
          />
        </div>
      ))}
      {errors.map((error, index) => (
        <p key={index} role="alert" className={styles.error}>
          {error}
        </p>
      ))}
    </div>
  );
}
