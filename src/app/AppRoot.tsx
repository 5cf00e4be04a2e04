import { StrictMode } from "react";
import { Router } from "wouter";
import { SessionStoreContext, type SessionState } from "../../runtime/data/session-store";
import type { Store } from "../../runtime/data/store";
import { RenderTimeContext } from "../ui/use-now";
import { ServerDeviceClassContext, type DeviceClass } from "../../runtime/theme/device-class";
import { InitialLayoutContext, type InitialLayout } from "./layout/initial-layout";
import { App } from "./App";

/** Props of {@link AppRoot}: what differs between the server's render of a page and the browser's. */
export interface AppRootProps {
  session: Store<SessionState>;
  initialLayout: InitialLayout | null;
  /** When the server rendered the page; relative dates read it until hydrated. */
  renderedAt: number | null;
  /** The device the server rendered the page for; hydration reads it. */
  deviceClass?: DeviceClass;
  /** On the server: the requested path and query (without `?`); the browser reads its location. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The app with its per-page providers: the same tree on the server and in the browser. */
export function AppRoot(props: AppRootProps) {
  const { session, initialLayout, renderedAt, deviceClass = "desktop", ssrPath, ssrSearch } = props;
  return (
    <StrictMode>
      <ServerDeviceClassContext value={deviceClass}>
        <SessionStoreContext value={session}>
          <InitialLayoutContext value={initialLayout}>
            <RenderTimeContext value={renderedAt}>
              <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
                <App />
              </Router>
            </RenderTimeContext>
          </InitialLayoutContext>
        </SessionStoreContext>
      </ServerDeviceClassContext>
    </StrictMode>
  );
}
