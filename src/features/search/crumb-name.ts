import { t } from "../../../runtime/i18n/t";

/**
 * A found record's crumb as shown: the site's home is an interface word (the API names it in English),
 * the others are category names, shown as they are.
 */
export function crumbName(crumb: { name: string; url: string }): string {
  return crumb.url === "/" && crumb.name === "Home" ? t("Home") : crumb.name;
}
