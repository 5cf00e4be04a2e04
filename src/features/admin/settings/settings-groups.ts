import { siteConfigKeys, type SiteConfigKey } from "../../../../schemas/config/site-config";
import { interfaceLocales } from "../../../../locales";
import { msg } from "../../../../runtime/i18n/t";

/** One setting on a settings page: its config key, its label, and how it is edited. */
export interface SettingField {
  key: SiteConfigKey;
  title: string;
  /** Shown under the control instead of the key's own description. */
  help?: string;
  /** A `ui:widget` of Plaza's generated forms (src/ui/forms), when the type's default is not wanted. */
  widget?: "textarea" | "list" | "select" | "image" | "code" | "colour";
  /** The values a free text key may take on this page (a select of them), when the key lists none. */
  enumValues?: string[];
  /** Labels of an enum's values, in the schema's order. */
  enumNames?: string[];
  /** Titles of an object setting's own fields. */
  fieldTitles?: Record<string, string>;
}

/** A settings page: `/dashboard/settings/{id}`. */
export interface SettingsGroup {
  id: string;
  label: string;
  fields: SettingField[];
}

/** The site settings pages, in navigation order; the first is `/dashboard/settings`. */
export const settingsGroups: SettingsGroup[] = [
  {
    id: "site",
    label: msg("Site name and logo"),
    fields: [
      { key: "ui.siteName", title: msg("Site name") },
      { key: "ui.description", title: msg("Site description"), widget: "textarea" },
      {
        key: "ui.logo",
        title: msg("Logo"),
        help: msg(
          "The title bar's logo image: an address on this site (/…), or an https:// one on a host allowed to serve images; the site name shows without one.",
        ),
        widget: "image",
      },
      {
        key: "ui.mobileLogo",
        title: msg("Mobile logo"),
        help: msg("The logo on phones; the logo above shows without one."),
        widget: "image",
      },
    ],
  },
  {
    id: "language",
    label: msg("Language"),
    fields: [
      {
        key: "ui.localeKey",
        title: msg("Interface language"),
        help: msg(
          "The language of every page; Arabic pages are laid out right to left. Pages show it from their next load.",
        ),
        widget: "select",
        enumValues: interfaceLocales.map((locale) => locale.key),
        // Each language by its own name, as a reader of it looks for it.
        enumNames: interfaceLocales.map((locale) => locale.displayNames[locale.key]),
      },
    ],
  },
  {
    id: "registration",
    label: msg("Registration"),
    fields: [
      {
        key: "registration.method",
        title: msg("Registration method"),
        widget: "select",
        enumNames: [
          msg("Anyone may register"),
          msg("By invitation: only people with an invitation's link"),
          msg("Closed: nobody may register"),
        ],
      },
      {
        key: "registration.confirmEmail",
        title: msg("New members must confirm their email address"),
        help: msg("Until they do, they see a notice with a link that sends the email again."),
      },
      { key: "registrationUrl", title: msg("Registration page address") },
      { key: "signInUrl", title: msg("Sign-in page address") },
      { key: "signOutUrl", title: msg("Sign-out page address") },
    ],
  },
  {
    id: "editing",
    label: msg("Editing"),
    fields: [
      {
        key: "ui.editContentTimeout",
        title: msg("Editing timeout"),
        help: msg("Seconds an author may edit their post after posting it; -1 for no limit."),
      },
    ],
  },
  {
    id: "conversations",
    label: msg("Conversations"),
    fields: [{ key: "context.conversationsEnabled", title: msg("Members may send private messages") }],
  },
  {
    id: "signatures",
    label: msg("Signatures"),
    fields: [
      { key: "signatures.enabled", title: msg("Show member signatures") },
      { key: "signatures.hideMobile", title: msg("Hide signatures on mobile") },
      { key: "signatures.imageMaxHeight", title: msg("Largest signature image height (px)") },
    ],
  },
  {
    id: "tagging",
    label: msg("Tagging"),
    fields: [{ key: "tagging.enabled", title: msg("Members may tag posts") }],
  },
  {
    id: "search",
    label: msg("External search"),
    fields: [
      {
        key: "search.externalSearch",
        title: msg("External search"),
        fieldTitles: {
          query: msg("Search address"),
          resultsInNewTab: msg("Open results in a new tab"),
        },
      },
    ],
  },
  {
    id: "uploads",
    label: msg("Upload limits"),
    fields: [
      { key: "upload.maxSize", title: msg("Largest upload (bytes)") },
      {
        key: "upload.allowedExtensions",
        title: msg("Allowed file extensions"),
        help: msg("One a line, or separated by commas."),
        widget: "list",
      },
    ],
  },
  {
    id: "features",
    label: msg("Feature flags"),
    fields: [
      { key: "featureFlags.customLayout.post.Enabled", title: msg("Custom layout: discussion page") },
      {
        key: "featureFlags.customLayout.discussionList.Enabled",
        title: msg("Custom layout: discussion list"),
      },
      { key: "featureFlags.customLayout.categoryList.Enabled", title: msg("Custom layout: category list") },
      { key: "featureFlags.customLayout.createPost.Enabled", title: msg("Custom layout: new post page") },
      { key: "themeFeatures.useNewSearchPage", title: msg("New search page") },
      { key: "featureFlags.escalations.Enabled", title: msg("Escalations: members may report posts") },
      { key: "triage.enabled", title: msg("Triage: staff may mark posts resolved") },
    ],
  },
  {
    id: "embed",
    label: msg("Embed"),
    fields: [
      {
        key: "embed.allow",
        title: msg("Allow other sites to embed this site"),
        help: msg("Other https sites may show this site in a frame."),
      },
    ],
  },
];

/** Every config key a settings page edits. */
export const settingsKeys: SiteConfigKey[] = settingsGroups.flatMap((g) => g.fields.map((f) => f.key));

/**
 * A config key as a form property name. Config keys hold dots, which generated forms read as paths,
 * so each dot becomes "__" (no key holds "__").
 */
export const fieldName = (key: string) => key.replaceAll(".", "__");

/** The canonical key of a config key or one of its Vanilla aliases, as the server accepts them. */
export function canonicalSettingKey(name: string): SiteConfigKey | undefined {
  const lower = name.toLowerCase();
  return (Object.keys(siteConfigKeys) as SiteConfigKey[]).find(
    (key) =>
      key.toLowerCase() === lower ||
      siteConfigKeys[key].aliases.some((alias: string) => alias.toLowerCase() === lower),
  );
}
