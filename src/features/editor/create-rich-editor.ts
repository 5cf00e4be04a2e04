import { createEditor } from "slate";
import { withHistory } from "slate-history";
import { withReact } from "slate-react";
import type { Rich2Editor } from "./slate-types";
import { withBlockBreaks } from "./with-block-breaks";
import { withPaste } from "./with-paste";
import { withRich2Schema } from "./with-rich2-schema";

/** A Slate editor with the rich2 plugins: schema and normalizers, block breaks, paste and drop. */
export function createRichEditor(): Rich2Editor {
  return withPaste(withBlockBreaks(withRich2Schema(withHistory(withReact(createEditor())))));
}
