import type { CSSProperties } from "react";
import { cx } from "@linaria/core";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import { configValue, useSession } from "../../../runtime/data/session-store";
import * as styles from "./posts.styles";

/** Props of {@link PostSignature}. */
export interface PostSignatureProps {
  /** The post's author, with `signature` when the server expanded insertUser.signature. */
  user: UserFragment | undefined;
}

/**
 * The author's signature under a post: the server's sanitised HTML in a `.userContent-signature`
 * container, shown only while signatures.enabled is on and signatures.hideMobile is off (content
 * spec §5). Images are held to signatures.imageMaxHeight px (0: no limit).
 */
export function PostSignature({ user }: PostSignatureProps) {
  const isShown = useSession(
    (s) => configValue(s, "signatures.enabled", false) && !configValue(s, "signatures.hideMobile", false),
  );
  const imageMaxHeight = useSession((s) => configValue(s, "signatures.imageMaxHeight", 0));
  const html = user?.signature;
  if (!isShown || !html) return null;
  const style =
    imageMaxHeight > 0
      ? ({ "--signature-image-max-height": `${imageMaxHeight}px` } as CSSProperties)
      : undefined;
  return (
    <div
      className={cx("userContent-signature", styles.signature)}
      style={style}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
