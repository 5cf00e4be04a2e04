import "@fontsource/open-sans/latin-400.css";
import "@fontsource/open-sans/latin-600.css";
import "@fontsource/open-sans/latin-700.css";
import "../ui/font-fallback.css";
import { MODULES_ELEMENT_ID } from "../../schemas/boot-elements";
import { readBootPayload } from "../../runtime/boot/read-boot";
import { globalStyles } from "../ui/global.styles";
import { installShell } from "./shell/install-shell";
import { hydrateHoldingInput, mayDeferHydration } from "./shell/deferred-hydration";

// The page's entry: what the first paint and the page's links need, nothing more. The app (React,
// the runtime, the page's widgets) loads from ./hydrate-app: at once for a member, after the load or
// at the first intent to use the page for a guest's page the server rendered whole
// (shell/deferred-hydration.ts).
const boot = readBootPayload();
document.documentElement.classList.add(globalStyles);
// The web font (the built page's loader turns it on after the first paint; development has no loader).
document.documentElement.setAttribute("data-fonts", "");
document.documentElement.lang = boot?.locale ?? "en";

/** The router's navigate, once the app runs. */
let appNavigate: ((path: string) => void) | null = null;
// Colour scheme, embed mode (shell spec §7) and document-wide link handling (§2): before the app is
// there, an in-app link loads its page whole.
installShell(
  {
    embedAllowed: boot?.config["embed.allow"] === true,
    colorScheme: boot?.config["ui.colorScheme"] ?? "light",
  },
  { navigate: (path) => (appNavigate ? appNavigate(path) : window.location.assign(path)) },
);

/** Preloads the chunks of the widgets the server rendered (listed in #plaza-modules). */
function preloadPageModules() {
  const list = document.getElementById(MODULES_ELEMENT_ID);
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  let modules: unknown = [];
  try {
    modules = JSON.parse(list?.textContent ?? "[]");
  } catch {
    modules = [];
  }
  if (!Array.isArray(modules)) return;
  for (const href of modules) {
    if (typeof href !== "string") continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.nonce = nonce;
    document.head.appendChild(link);
  }
}

async function hydrate() {
  // When the app started (bench/first-load.ts tells what the page loaded before and after it).
  performance.mark("plaza:hydration");
  preloadPageModules();
  const { startApp } = await import("./hydrate-app");
  appNavigate = startApp(boot);
}

const root = document.getElementById("root");
// Either way, a click or a form sent before the page is hydrated is done once it is.
hydrateHoldingInput(hydrate, root && mayDeferHydration(boot, root) ? "idle-or-use" : "now");
