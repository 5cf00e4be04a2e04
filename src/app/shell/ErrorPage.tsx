import { useLocation, useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { withTarget } from "../../../runtime/url/target";
import * as styles from "./shell.styles";

/** Which error page to show. */
export type ErrorKind = "permission" | "notFound" | "generic";

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  kind: ErrorKind;
  /** For notFound: what was not found ("Page" by default, shell spec §2). */
  type?: string;
  /** Debug details, shown only in debug mode. */
  error?: Error;
}

/** The error pages of content spec §2/§8 and shell spec §2, with their exact texts. */
export function ErrorPage({ kind, type = "Page", error }: ErrorPageProps) {
  const userID = useSession((s) => s.user.userID);
  const debug = useSession((s) => s.debug);
  const signInUrl = useSession((s) => configValue(s, "signInUrl", "/entry/signin"));
  const [pathname] = useLocation();
  const search = useSearch();

  let title: string;
  let description: string;
  let action: React.ReactNode;
  if (kind === "permission") {
    title = t("Permission Problem");
    description = t("You don't have permission to view this resource.");
    action =
      userID === 0 ? (
        <a href={withTarget(signInUrl, { pathname, search: search ? `?${search}` : "" })}>{t("Sign In")}</a>
      ) : null;
  } else if (kind === "notFound") {
    title = t("{type} Not Found", { type: t(type) });
    description = t("The {type} you were looking for could not be found.", { type: t(type).toLowerCase() });
    action = <a href="/">{t("Back to home page")}</a>;
  } else {
    title = t("There was an error");
    description = t("Please try again later.");
    action = <a href="/">{t("Back to Home")}</a>;
  }
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{description}</p>
      {action && <p>{action}</p>}
      {debug && error && <pre>{error.stack ?? error.message}</pre>}
    </section>
  );
}
