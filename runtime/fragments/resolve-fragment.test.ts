import { describe, expect, it } from "vitest";
import { isCustomFragment, resolveFragmentImpl } from "./resolve-fragment";

const nodeBanner = { fragmentUUID: "node-banner", jsUrl: "/api/v2/fragments/node-banner/js?rev=1" };
const globalBanner = { fragmentUUID: "global-banner", jsUrl: "/api/v2/fragments/global-banner/js?rev=1" };
const globalTitle = { fragmentUUID: "global-title", jsUrl: "/api/v2/fragments/global-title/js?rev=1" };
const system = { fragmentUUID: "system" };

describe("resolveFragmentImpl (shell spec §2: custom fragments override widgets)", () => {
  it("answers null (the built-in) when nobody names a fragment", () => {
    expect(resolveFragmentImpl(["BannerFragment"])).toBeNull();
    expect(resolveFragmentImpl(["BannerFragment"], {}, {})).toBeNull();
    expect(
      resolveFragmentImpl([], { BannerFragment: nodeBanner }, { BannerFragment: globalBanner }),
    ).toBeNull();
  });

  it("prefers the node's own $fragmentImpls over the site's global impls", () => {
    expect(
      resolveFragmentImpl(
        ["BannerFragment"],
        { BannerFragment: nodeBanner },
        { BannerFragment: globalBanner },
      ),
    ).toBe(nodeBanner);
  });

  it("falls back to fragments.globalImpls when the node names none of its types", () => {
    expect(
      resolveFragmentImpl(
        ["BannerFragment"],
        { TitleBarFragment: nodeBanner },
        { BannerFragment: globalBanner },
      ),
    ).toBe(globalBanner);
    expect(resolveFragmentImpl(["BannerFragment"], undefined, { BannerFragment: globalBanner })).toBe(
      globalBanner,
    );
  });

  it("takes the widget's fragment types in order", () => {
    const globals = { TitleBarFragment: globalTitle, BannerFragment: globalBanner };
    expect(resolveFragmentImpl(["BannerFragment", "TitleBarFragment"], null, globals)).toBe(globalBanner);
    expect(resolveFragmentImpl(["TitleBarFragment", "BannerFragment"], null, globals)).toBe(globalTitle);
  });

  it('forces the built-in with fragmentUUID "system", on the node even over a global fragment', () => {
    expect(
      resolveFragmentImpl(["BannerFragment"], { BannerFragment: system }, { BannerFragment: globalBanner }),
    ).toBeNull();
    expect(resolveFragmentImpl(["BannerFragment"], {}, { BannerFragment: system })).toBeNull();
  });

  it("ignores inherited keys and impls without a module URL", () => {
    const inherited = Object.create({ BannerFragment: nodeBanner }) as Record<string, typeof nodeBanner>;
    expect(resolveFragmentImpl(["BannerFragment"], inherited)).toBeNull();
    expect(resolveFragmentImpl(["BannerFragment"], { BannerFragment: { fragmentUUID: "x" } })).toBeNull();
  });
});

describe("isCustomFragment", () => {
  it("is true only for a loadable, non-system fragment", () => {
    expect(isCustomFragment(nodeBanner)).toBe(true);
    expect(isCustomFragment({ fragmentUUID: "system", jsUrl: "/x.js" })).toBe(false);
    expect(isCustomFragment({ fragmentUUID: "x", jsUrl: "" })).toBe(false);
    expect(isCustomFragment(null)).toBe(false);
  });
});
