export { sendTick } from "./send-tick";
export { usePageViewTracking } from "./use-page-view-tracking";
export { readPrivacy, savePrivacy, readPrivacyCookie, readCookieSettings } from "./privacy";
