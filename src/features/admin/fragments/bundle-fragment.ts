/** Where the page's fragment SDK is served (fragments/README.md). */
const SDK_URL = "/api/v2/fragments/sdk.js";

/**
 * The browser module of a fragment's TSX source: types stripped, JSX compiled to the SDK's `jsx`
 * calls, and the SDK's package name (and React's JSX runtime) pointed at the served SDK module, so
 * the fragment uses the page's own React. sucrase is loaded only when a fragment is bundled.
 */
export async function bundleFragment(tsx: string): Promise<string> {
  const { transform } = await import("sucrase");
  const { code } = transform(tsx, {
    transforms: ["typescript", "jsx"],
    jsxRuntime: "automatic",
    production: true,
    disableESTransforms: true,
  });
  return code.replace(/(["'])(?:@plaza\/fragment-sdk|react\/jsx-runtime|react)\1/g, JSON.stringify(SDK_URL));
}
