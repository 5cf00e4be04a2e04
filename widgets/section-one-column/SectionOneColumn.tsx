import type { ReactNode } from "react";
import { OneColumnLayout } from "../../src/ui/layout/Sections";

/** SectionOneColumn: one column of widgets, optionally narrow. */
export function SectionOneColumn({ children, isNarrow }: { children?: ReactNode; isNarrow?: boolean }) {
  return <OneColumnLayout isNarrow={isNarrow}>{children}</OneColumnLayout>;
}

export default SectionOneColumn;
