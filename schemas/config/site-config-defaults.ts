import type { SiteConfig } from "./site-config";

/**
 * The defaults of the settings the first page's code reads, for a config that lacks them. Written
 * out rather than read from `siteConfigKeys`, whose definitions of every setting (schemas,
 * descriptions, patterns) would otherwise travel in a guest's first load;
 * site-config-defaults.test.ts checks they equal the definitions' defaults.
 */
export const siteConfigDefaults = {
  signInUrl: "/entry/signin",
  registrationUrl: "/entry/register",
  signOutUrl: "/entry/signout",
  "registration.method": "basic",
  "ui.siteName": "Plaza Community",
  "ui.logo": "",
  "ui.mobileLogo": "",
  "themeFeatures.useNewSearchPage": true,
  "search.externalSearch": { query: "", resultsInNewTab: false },
  "garden.cookie.name": "plaza",
  "garden.cookie.path": "/",
} satisfies Partial<SiteConfig>;
