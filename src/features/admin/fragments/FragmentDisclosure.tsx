import { useId, useState, type ReactNode } from "react";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { useToast } from "../../../ui/toasts/use-toast";
import { acceptDisclosure, useDisclosureState } from "./fragment-api";
import * as styles from "./FragmentsSection.styles";

/**
 * The developer warning shown before anything else of the fragments manager, until the viewer has
 * accepted it once (stored per user on the server): custom fragments are code that runs on every page
 * for every visitor; a broken one can break pages.
 */
export function FragmentDisclosure({ children }: { children: ReactNode }) {
  const toast = useToast();
  const { state, error, refresh } = useDisclosureState();
  const [isChecked, setIsChecked] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const headingID = useId();
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!state) return <Loader />;
  if (state.didAccept) return <>{children}</>;

  async function accept() {
    setIsSaving(true);
    try {
      await acceptDisclosure();
      await refresh({ didAccept: true }, { revalidate: false });
    } catch (failure) {
      toast.error(failure);
      setIsSaving(false);
    }
  }

  return (
    <section className={styles.warning} aria-labelledby={headingID}>
      <h3 id={headingID}>{t("Custom fragments are code")}</h3>
      <p>
        {t(
          "A custom fragment is JavaScript and CSS that replaces a part of the site's pages. Once in use, it runs on every page that shows that part, for every visitor, signed in or not.",
        )}
      </p>
      <ul>
        <li>{t("This page is meant for developers who know React and the fragment SDK.")}</li>
        <li>
          {t(
            "A broken fragment can break pages: pages fall back to the built-in when a fragment fails, but a fragment can still slow pages down or show wrong content.",
          )}
        </li>
        <li>
          {t(
            "Try changes in the preview and keep drafts until they work; commit only what you have checked.",
          )}
        </li>
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isChecked) void accept();
        }}
      >
        <p>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={isChecked}
              onChange={(event) => setIsChecked(event.target.checked)}
            />
            <span>{t("I understand that custom fragments run as code for every visitor.")}</span>
          </label>
        </p>
        <Button type="submit" buttonType="dashboardPrimary" disabled={!isChecked} isLoading={isSaving}>
          {t("Continue to custom fragments")}
        </Button>
      </form>
    </section>
  );
}
