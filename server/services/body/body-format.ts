import { bodyFormats, type BodyFormat } from "../../../schemas/entities/rich2";

/**
 * The canonical name of a body format, or undefined when unknown. Legacy records (Vanilla) spell
 * formats "Markdown", "Html", "Text" or "Rich2", so names compare case-insensitively.
 */
export function normalizeBodyFormat(format: string): BodyFormat | undefined {
  const lower = format.trim().toLowerCase();
  return bodyFormats.find((known) => known === lower);
}
