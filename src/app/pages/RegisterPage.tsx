import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { readTarget } from "../../../runtime/url/target";
import { RegisterForm } from "../../features/session";
import * as styles from "../shell/shell.styles";

/** /entry/register: sign-up when registration is open. */
export function RegisterPage() {
  const target = readTarget(useSearch());
  const isOpen = useSession((s) => configValue(s, "registration.method", "basic") === "basic");
  return (
    <section className={styles.panel}>
      <h1>{t("Register")}</h1>
      {isOpen ? (
        <RegisterForm onRegistered={() => window.location.assign(target)} />
      ) : (
        <p>{t("This community is not accepting new members.")}</p>
      )}
    </section>
  );
}
