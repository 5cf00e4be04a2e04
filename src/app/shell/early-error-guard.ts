import { installBodyRevealOnError } from "./reveal-body-on-error";

// index.html lists this module before main.tsx (Vite joins them into one entry, in that order): it
// runs before any app module, so an error while the app evaluates or mounts still reveals the body (§8).
installBodyRevealOnError();
