import { fragmentImplSchema } from "../layout/fragment-impl.schema";
import { SAFE_LINK_OR_EMPTY_PATTERN } from "../entities/safe-link";
import type { SiteNavItem } from "./site-navigation.schema";

/**
 * The site config keys Plaza reads (content spec §3) with their schema, default, who may read them
 * and the Vanilla names accepted as aliases. `public` keys travel in the boot payload; `admin` keys
 * only to holders of settings.manage.
 */
export const siteConfigKeys = {
  "ui.siteName": {
    schema: { type: "string", minLength: 1, maxLength: 100, description: "The community's name." },
    default: "Plaza Community",
    read: "public",
    aliases: ["garden.title"],
  },
  "ui.description": {
    schema: { type: "string", maxLength: 500, description: "A sentence about the community." },
    default: "",
    read: "public",
    aliases: ["garden.description"],
  },
  "ui.logo": {
    schema: {
      type: "string",
      maxLength: 500,
      pattern: SAFE_LINK_OR_EMPTY_PATTERN,
      description:
        "The address of the title bar's logo image; the site name shows as text without one. A layout's own logo wins. Must pass the safe-link rule (content spec §5).",
    },
    default: "",
    read: "public",
    aliases: ["garden.logo"],
  },
  "ui.mobileLogo": {
    schema: {
      type: "string",
      maxLength: 500,
      pattern: SAFE_LINK_OR_EMPTY_PATTERN,
      description:
        "The address of the logo image on mobile and xs; ui.logo shows without one. Must pass the safe-link rule (content spec §5).",
    },
    default: "",
    read: "public",
    aliases: ["garden.mobileLogo"],
  },
  "ui.bannedPrivateProfile": {
    schema: { type: "boolean", description: "Hide banned users' profiles like private ones." },
    default: false,
    read: "public",
    aliases: [],
  },
  "ui.editContentTimeout": {
    schema: {
      type: "integer",
      minimum: -1,
      description: "Seconds an author may edit their post; -1 for no limit.",
    },
    default: -1,
    read: "public",
    aliases: [],
  },
  "ui.themeKey": {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The active theme: the ID of a built-in or stored theme.",
    },
    default: "keystone",
    read: "public",
    aliases: ["garden.theme"],
  },
  "ui.mobileThemeKey": {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The theme of pages rendered for phones; PUT /themes/current sets it with ui.themeKey.",
    },
    default: "keystone",
    read: "public",
    aliases: ["garden.mobileTheme"],
  },
  "ui.localeKey": {
    schema: { type: "string", minLength: 2, maxLength: 20, description: "The site's locale key." },
    default: "en",
    read: "public",
    aliases: ["garden.locale"],
  },
  "ui.locale": {
    schema: { type: "string", minLength: 2, maxLength: 20, description: "The site's locale for formatting." },
    default: "en",
    read: "public",
    aliases: [],
  },
  "themeFeatures.useNewSearchPage": {
    schema: { type: "boolean", description: "Use the new search page (parameter query)." },
    default: true,
    read: "public",
    aliases: ["labs.newSearchPage"],
  },
  "themeFeatures.DataDrivenTheme": {
    schema: { type: "boolean", description: "Themes are driven by variables." },
    default: true,
    read: "public",
    aliases: [],
  },
  "search.externalSearch": {
    schema: {
      type: "object",
      description: "Send searches to another site.",
      properties: {
        query: { type: "string", maxLength: 500, description: "URL template; %s becomes the term." },
        resultsInNewTab: { type: "boolean", description: "Open results in a new tab." },
      },
      required: ["query", "resultsInNewTab"],
      additionalProperties: false,
    },
    default: { query: "", resultsInNewTab: false },
    read: "public",
    aliases: [],
  },
  signInUrl: {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 500,
      description: "Where Sign In goes: a path of this site (/…) or an https:// or http:// address.",
    },
    default: "/entry/signin",
    read: "public",
    aliases: [],
  },
  registrationUrl: {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 500,
      description: "Where Register goes: a path of this site (/…) or an https:// or http:// address.",
    },
    default: "/entry/register",
    read: "public",
    aliases: [],
  },
  signOutUrl: {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 500,
      description: "Where Sign Out goes: a path of this site (/…) or an https:// or http:// address.",
    },
    default: "/entry/signout",
    read: "public",
    aliases: [],
  },
  "registration.method": {
    schema: {
      type: "string",
      enum: ["basic", "invitation", "closed"],
      description:
        "basic: anyone may register; invitation: only people with an invitation's link; closed: nobody.",
    },
    default: "basic",
    read: "public",
    aliases: [],
  },
  "registration.confirmEmail": {
    schema: {
      type: "boolean",
      description:
        "New members must confirm their email address; unconfirmed members see a notice with a Resend link (shell spec §4).",
    },
    default: false,
    read: "public",
    aliases: ["garden.registration.confirmEmail"],
  },
  "embed.allow": {
    schema: {
      type: "boolean",
      description:
        "Other https sites may show this site in an iframe; the framed site then reports its address, title and scroll to the framing page (shell spec §7).",
    },
    default: false,
    read: "public",
    aliases: ["garden.embed.allow"],
  },
  "ui.colorScheme": {
    schema: {
      type: "string",
      enum: ["light", "dark", "system"],
      description:
        "Light or dark theme preset, or system to follow the visitor's prefers-color-scheme setting.",
    },
    default: "light",
    read: "public",
    aliases: [],
  },
  siteSection: {
    schema: {
      type: "object",
      description: "The current site section.",
      properties: {
        sectionID: { type: "integer", description: "0 for the default section." },
        name: { type: "string", description: "The section's name." },
        basePath: { type: "string", description: "The section's path prefix." },
        contentLocale: { type: "string", description: "The section's content locale." },
        sectionGroup: { type: "string", description: "The section's group." },
        apps: {
          type: "object",
          description: "Apps enabled in the section.",
          properties: { forum: { type: "boolean", description: "The forum app." } },
          additionalProperties: { type: "boolean" },
        },
      },
      required: ["sectionID", "name", "basePath", "contentLocale", "sectionGroup", "apps"],
      additionalProperties: false,
    },
    default: {
      sectionID: 0,
      name: "Plaza",
      basePath: "",
      contentLocale: "en",
      sectionGroup: "plaza",
      apps: { forum: true },
    },
    read: "public",
    aliases: [],
  },
  externalAttachments: {
    schema: { type: "boolean", description: "Attachments to external systems are on." },
    default: false,
    read: "public",
    aliases: [],
  },
  "signatures.enabled": {
    schema: { type: "boolean", description: "Show member signatures." },
    default: false,
    read: "public",
    aliases: [],
  },
  "signatures.hideMobile": {
    schema: { type: "boolean", description: "Hide signatures on mobile." },
    default: false,
    read: "public",
    aliases: [],
  },
  "signatures.imageMaxHeight": {
    schema: {
      type: "integer",
      minimum: 0,
      description: "Maximum height of signature images in px; 0 for none.",
    },
    default: 0,
    read: "public",
    aliases: [],
  },
  "tagging.enabled": {
    schema: { type: "boolean", description: "Members may tag posts." },
    default: true,
    read: "public",
    aliases: [],
  },
  "triage.enabled": {
    schema: { type: "boolean", description: "Staff may mark posts resolved." },
    default: false,
    read: "public",
    aliases: [],
  },
  "featureFlags.escalations.Enabled": {
    schema: { type: "boolean", description: "Members may report posts." },
    default: true,
    read: "public",
    aliases: [],
  },
  "featureFlags.customLayout.post.Enabled": {
    schema: { type: "boolean", description: "The post page uses the site's custom layout." },
    default: false,
    read: "public",
    aliases: ["customLayout.post"],
  },
  "featureFlags.customLayout.discussionList.Enabled": {
    schema: { type: "boolean", description: "The discussion list uses the site's custom layout." },
    default: false,
    read: "public",
    aliases: ["customLayout.discussionList"],
  },
  "featureFlags.customLayout.categoryList.Enabled": {
    schema: { type: "boolean", description: "The category list uses the site's custom layout." },
    default: false,
    read: "public",
    aliases: ["customLayout.categoryList"],
  },
  "featureFlags.customLayout.createPost.Enabled": {
    schema: { type: "boolean", description: "The create-post page uses the site's custom layout." },
    default: false,
    read: "public",
    aliases: ["customLayout.createPost"],
  },
  "context.conversationsEnabled": {
    schema: { type: "boolean", description: "Private messages are on." },
    default: false,
    read: "public",
    aliases: [],
  },
  "garden.cookie.name": {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 50,
      // An RFC 6265 token: no control character, space or separator, so it cannot end the cookie's
      // name or add an attribute or a header.
      pattern: "^[!#$%&'*+\\-.^_`|~0-9A-Za-z]+$",
      description: "Prefix of the site's cookies: letters, digits and ! # $ % & ' * + - . ^ _ ` | ~.",
    },
    default: "plaza",
    read: "public",
    aliases: [],
  },
  "garden.cookie.path": {
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      // RFC 6265 path-value: printable ASCII but ";", so it cannot add an attribute or a header.
      pattern: "^/[\\x20-\\x3a\\x3c-\\x7e]*$",
      description: "Path of the site's cookies: starts with /, without ; or control characters.",
    },
    default: "/",
    read: "public",
    aliases: [],
  },
  "upload.maxSize": {
    schema: { type: "integer", minimum: 1, description: "Largest upload in bytes." },
    default: 10 * 1024 * 1024,
    read: "public",
    aliases: [],
  },
  "upload.allowedExtensions": {
    schema: {
      type: "array",
      items: { type: "string", minLength: 1, maxLength: 10 },
      maxItems: 100,
      description: "File extensions members may upload.",
    },
    default: ["jpg", "jpeg", "gif", "png", "webp", "pdf", "txt", "zip"],
    read: "public",
    aliases: [],
  },
  "fragments.globalImpls": {
    schema: {
      type: "object",
      description:
        'Site-wide custom fragments by fragment type (shell spec §2); a layout node\'s own $fragmentImpls win, and fragmentUUID "system" forces the built-in.',
      additionalProperties: fragmentImplSchema,
    },
    default: {},
    read: "public",
    aliases: [],
  },
  "navigation.items": {
    // Only the outline here: this object is in every page's first load, so the item schema
    // (site-navigation.schema.ts) stays out of it; the server checks values against the whole schema
    // (server/services/config-rules.ts) and answers 400 with field errors.
    schema: {
      type: ["array", "null"],
      maxItems: 50,
      items: { type: "object" },
      description: "The title bar's items everywhere; null: Posts, Categories.",
    },
    // Read by settings managers only: every page's boot payload carries, under this key, the items
    // its viewer's roles may see (server/layouts/hydrators/title-bar.ts), never the whole list.
    default: null as SiteNavItem[] | null,
    read: "admin",
    aliases: [],
  },
  debug: {
    schema: { type: "boolean", description: "Show debug details of errors to everyone." },
    default: false,
    read: "public",
    aliases: [],
  },
  "addons.ranks.enabled": {
    schema: { type: "boolean", description: "Ranks addon." },
    default: false,
    read: "public",
    aliases: ["enabledPlugins.ranks"],
  },
  "addons.qna.enabled": {
    schema: { type: "boolean", description: "Q&A addon." },
    default: false,
    read: "public",
    aliases: ["enabledPlugins.qna"],
  },
  "addons.polls.enabled": {
    schema: { type: "boolean", description: "Polls addon." },
    default: false,
    read: "public",
    aliases: ["enabledPlugins.polls"],
  },
  "email.supportAddress": {
    schema: { type: "string", maxLength: 200, description: "Where members' support mail goes; staff only." },
    default: "support@plaza.invalid",
    read: "admin",
    aliases: [],
  },
  "content.imageHosts": {
    schema: {
      type: "array",
      items: {
        type: "string",
        maxLength: 253,
        // A host name, optionally with a leading "*." for its subdomains and a port; nothing that
        // could add a CSP source or directive (no scheme, path, quote, space or semicolon).
        pattern:
          "^(\\*\\.)?[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(:[0-9]{1,5})?$",
        description: "A host name such as images.example.com or *.example-cdn.net.",
      },
      maxItems: 50,
      uniqueItems: true,
      description:
        "Hosts whose https images pages may load (the CSP's img-src). Empty by default: an image in a post from any other host is blocked, so readers cannot be tracked by external images.",
    },
    default: [],
    read: "admin",
    aliases: [],
  },
} as const;

/** A canonical config key. */
export type SiteConfigKey = keyof typeof siteConfigKeys;

/** Config values keyed by canonical key. */
export type SiteConfig = {
  [K in SiteConfigKey]: (typeof siteConfigKeys)[K]["default"] extends boolean
    ? boolean
    : (typeof siteConfigKeys)[K]["default"] extends number
      ? number
      : (typeof siteConfigKeys)[K]["default"] extends string
        ? string
        : (typeof siteConfigKeys)[K]["default"] extends readonly string[]
          ? string[]
          : (typeof siteConfigKeys)[K]["default"];
};

/** The default value of every key. */
export function defaultSiteConfig(): SiteConfig {
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(siteConfigKeys)) out[key] = structuredClone(def.default);
  return out as SiteConfig;
}
