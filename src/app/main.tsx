import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource/open-sans/400.css";
import "@fontsource/open-sans/600.css";
import "@fontsource/open-sans/700.css";
import { readBootPayload } from "../../runtime/boot/read-boot";
import { sessionStore } from "../../runtime/data/session-store";
import { globalStyles } from "../ui/global.styles";
import { App } from "./App";

const boot = readBootPayload();
if (boot) {
  sessionStore.update((s) => {
    s.user = boot.user;
    s.permissions = { status: "success", record: boot.permissions };
    s.config = boot.config;
    s.locale = boot.locale;
    s.debug = boot.debug;
  });
}
document.documentElement.classList.add(globalStyles);
document.documentElement.lang = boot?.locale ?? "en";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
