import { useState } from "react";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { isSafeLink } from "../../runtime/url/safe-link";
import { letterAvatarUrl } from "../../runtime/url/letter-avatar";
import * as styles from "./UserPhoto.styles";

/** User photo sizes in pixels (shell spec §9). */
export const userPhotoSizes = { xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 } as const;

/** A user photo size name. */
export type UserPhotoSize = keyof typeof userPhotoSizes;

/** Props of {@link UserPhoto}. */
export interface UserPhotoProps {
  /** The user: placeholder users (deleted, unknown) carry userID 0, an empty photo and maybe no name. */
  user: { userID?: number; name?: string | null; photoUrl?: string | null };
  size?: UserPhotoSize;
  className?: string;
  /** Beside the user's visible name (a link, a list row): hidden from assistive technology. */
  isDecorative?: boolean;
}

/**
 * A user's round photo, its alt text the user's name. A member with no photo, or one that fails to
 * load, gets their letter avatar (initials on a colour from the name, drawn by the server); a
 * placeholder user, or a letter avatar that fails too, gets a default person icon with the same
 * accessible name (shell spec §4 "Avatar").
 */
export function UserPhoto({ user, size = "medium", className, isDecorative = false }: UserPhotoProps) {
  const realName = user.userID === 0 ? "" : (user.name?.trim() ?? "");
  const name = user.name?.trim() || t("Deleted User"); // shell spec §3: a user with no name
  // Content spec §5: a photo URL that is not a safe link is treated as no photo at all.
  const raw = user.photoUrl?.trim() ?? "";
  // Remembering which addresses failed (not just "failed") lets a new photo try again.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [isSafeLink(raw) ? raw : "", realName ? letterAvatarUrl(realName) : ""].find(
    (candidate) => candidate && !failed.includes(candidate),
  );
  const pixels = userPhotoSizes[size];
  const dimensions = { width: pixels, height: pixels };

  if (!src)
    return (
      <svg
        role={isDecorative ? undefined : "img"}
        aria-label={isDecorative ? undefined : name}
        aria-hidden={isDecorative || undefined}
        viewBox="0 0 40 40"
        className={cx(styles.photo, styles.fallback, className)}
        style={dimensions}
      >
        <circle cx="20" cy="15" r="7" fill="currentColor" />
        <path d="M6 36c1.5-8 7-12 14-12s12.5 4 14 12z" fill="currentColor" />
      </svg>
    );
  return (
    <img
      src={src}
      alt={isDecorative ? "" : name}
      {...dimensions}
      style={dimensions}
      loading="lazy"
      decoding="async"
      className={cx(styles.photo, className)}
      onError={() => setFailed((list) => [...list, src])}
    />
  );
}
