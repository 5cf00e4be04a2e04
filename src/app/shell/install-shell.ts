import { navigate as browserNavigate } from "wouter/use-browser-location";
import { applyColorScheme } from "../../../runtime/theme/color-scheme";
import { sendTick } from "../../features/tracking";
import { isFramed, postToParent, startEmbedMode } from "./embed";
import { installLinkNavigation } from "./link-navigation";

/** The public config the shell's document-wide behaviour reads. */
export interface ShellConfig {
  /** `embed.allow`: embed mode may start when the page is framed (shell spec §7). */
  embedAllowed: boolean;
  /** `ui.colorScheme`: light, dark or system. */
  colorScheme: unknown;
}

/** Options of {@link installShell}, for tests. */
export interface InstallShellOptions {
  win?: Window;
  navigate?: (path: string) => void;
}

/**
 * Starts the shell's document-wide behaviour at boot: the colour scheme, embed mode when the page is
 * framed and embedding is allowed (§7), and link handling (§2). In embed mode an external link is
 * handed to the framing page (`navigateExternalDomain`) with an externalNavigation tick, since no
 * leaving page of ours sees that navigation. Returns a function that undoes it all.
 */
export function installShell(config: ShellConfig, options: InstallShellOptions = {}): () => void {
  const { win = window, navigate = (path: string) => browserNavigate(path) } = options;
  const stops = [applyColorScheme(config.colorScheme, win)];
  const isEmbedded = config.embedAllowed && isFramed(win);
  if (isEmbedded) stops.push(startEmbedMode(win));
  stops.push(
    installLinkNavigation(
      {
        navigate,
        onExternalInEmbed: isEmbedded
          ? (href) => {
              void sendTick({ type: "externalNavigation", url: win.location.href, destinationUrl: href });
              postToParent({ type: "navigateExternalDomain", href }, win);
            }
          : undefined,
      },
      win.document,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
