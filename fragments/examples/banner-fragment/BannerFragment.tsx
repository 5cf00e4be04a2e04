import { useState } from "react";
import { t, ui } from "@plaza/fragment-sdk";
import type { FragmentProps } from "../../sdk/index";

/** The BannerWidget props this fragment reads (the rest of its schema is ignored). */
type BannerProps = { title?: string; description?: string };

/**
 * An example BannerFragment: its own banner instead of the built-in, with the widget's title (or
 * "How can we help you?") and a marker line an end-to-end test can look for. It uses the page's
 * React (a hook), ui.Button and t() through the SDK; nothing of React is bundled.
 */
export default function BannerFragment({ title, description }: FragmentProps<BannerProps>) {
  const [isDescriptionShown, setIsDescriptionShown] = useState(true);
  return (
    <div className="banner-fragment">
      <h1 className="banner-fragment__title">{title ?? t("How can we help you?")}</h1>
      <p className="banner-fragment__marker">{t("Custom banner by fragment")}</p>
      {description && isDescriptionShown && <p>{description}</p>}
      {description && (
        <ui.Button buttonType="text" onClick={() => setIsDescriptionShown(!isDescriptionShown)}>
          {isDescriptionShown ? t("Hide description") : t("Show description")}
        </ui.Button>
      )}
    </div>
  );
}
