import { describe, expect, it } from "vitest";
import { siteConfigKeys } from "./site-config";
import { siteConfigDefaults } from "./site-config-defaults";

describe("siteConfigDefaults", () => {
  it.each(Object.entries(siteConfigDefaults))("%s is the default of its setting", (key, value) => {
    expect(value).toEqual(siteConfigKeys[key as keyof typeof siteConfigKeys].default);
  });
});
