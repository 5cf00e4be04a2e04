import { useState } from "react";
import { msg, t } from "../../../../runtime/i18n/t";
import type { Addon } from "../../../../schemas/entities/addon.schema";
import { Loader } from "../../../ui/Loader";
import { useToast } from "../../../ui/toasts/use-toast";
import type { DashboardSectionProps } from "../sections";
import { useAddons } from "./use-addons";
import * as styles from "./AddonsSection.styles";

/**
 * Pages learn which addons are on from the boot payload (`addons.<key>.enabled`), so a switched
 * addon shows on the site's pages once they are loaded again.
 */
const RELOAD_HINT = msg("Reload the page to see the change on the site.");

function AddonRow({ addon, onSwitch }: { addon: Addon; onSwitch(enabled: boolean): Promise<void> }) {
  const [isPending, setIsPending] = useState(false);
  const headingID = `addon-${addon.addonID}`;
  return (
    <li className={styles.addon}>
      <div>
        <h3 id={headingID}>{addon.name}</h3>
        {addon.description && <p>{addon.description}</p>}
      </div>
      <button
        type="button"
        role="switch"
        className={styles.toggle}
        aria-checked={addon.enabled}
        aria-labelledby={headingID}
        disabled={isPending}
        onClick={() => {
          setIsPending(true);
          void onSwitch(!addon.enabled).finally(() => setIsPending(false));
        }}
      />
    </li>
  );
}

/**
 * The dashboard's addons (site.manage): each addon with its description and a switch that enables
 * or disables it (`PATCH /addons/{addonID}`), the outcome told in a toast.
 */
export default function AddonsSection(_props: DashboardSectionProps) {
  const { addons, error, setEnabled } = useAddons();
  const toast = useToast();

  async function switchAddon(addon: Addon, enabled: boolean) {
    try {
      await setEnabled(addon, enabled);
      toast.add({
        body: `${
          enabled
            ? t("{name} is enabled.", { name: addon.name })
            : t("{name} is disabled.", { name: addon.name })
        } ${t(RELOAD_HINT)}`,
        autoDismiss: true,
      });
    } catch (caught) {
      toast.error(caught);
    }
  }

  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (!addons) return <Loader />;
  return (
    <>
      <p className={styles.hint}>{t("Switched addons show on the site's pages once they are reloaded.")}</p>
      {addons.length === 0 ? (
        <p className={styles.hint}>{t("No addons.")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("Addons")}>
          {addons.map((addon) => (
            <AddonRow key={addon.addonID} addon={addon} onSwitch={(enabled) => switchAddon(addon, enabled)} />
          ))}
        </ul>
      )}
    </>
  );
}
