import { applyColorScheme } from "../../../runtime/theme/color-scheme";
import { isFramed, postToParent, startEmbedMode } from "./embed";
import { installLinkNavigation } from "./link-navigation";

/** The public config the shell's document-wide behaviour reads. */
export interface ShellConfig {
  /** `embed.allow`: embed mode may start when the page is framed (shell spec §7). */
  embedAllowed: boolean;
  /** `ui.colorScheme`: light, dark or system. */
  colorScheme: unknown;
}

/** Options of {@link installShell}. */
export interface InstallShellOptions {
  /** Shows an in-app page (the router's navigate once the app runs; a full load before). */
  navigate: (path: string) => void;
  win?: Window;
}

/**
 * Starts the shell's document-wide behaviour at boot: the colour scheme, embed mode when the page is
 * framed and embedding is allowed (§7), and link handling (§2). In embed mode an external link is
 * handed to the framing page (`navigateExternalDomain`) with an externalNavigation tick, since no
 * leaving page of ours sees that navigation. Returns a function that undoes it all.
 */
export function installShell(
  config: ShellConfig,
  options: InstallShellOptions,
): () => void {
  const { win = window, navigate } = options;
  const stops = [applyColorScheme(config.colorScheme, win)];
  const isEmbedded = config.embedAllowed && isFramed(win);
  if (isEmbedded) stops.push(startEmbedMode(win));
  stops.push(
    installLinkNavigation(
      {
        navigate,
        onExternalInEmbed: isEmbedded
          ? (href) => {
              // Loaded when used: the tracking client stays out of the page's entry.
              void import("../../features/tracking/send-tick").then(({ sendTick }) =>
                sendTick({ type: "externalNavigation", url: win.location.href, destinationUrl: href }),
              );
              postToParent({ type: "navigateExternalDomain", href }, win);
            }
          : undefined,
      },
      win.document,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
