import { BOOT_ELEMENT_ID } from "../../schemas/boot-elements";
import type { BootPayload } from "../../schemas/boot.schema";

/** The boot payload the server inlined into the page, or null when there is none or it is broken. */
export function readBootPayload(doc: Document = document): BootPayload | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootPayload;
  } catch {
    return null;
  }
}
