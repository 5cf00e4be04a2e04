export { sendTick } from "./send-tick";
export { usePageViewTracking } from "./use-page-view-tracking";
