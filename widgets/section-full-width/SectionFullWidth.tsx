import type { ReactNode } from "react";
import { FullWidthLayout } from "../../src/ui/layout/Sections";

/** SectionFullWidth: widgets across the whole page width. */
export function SectionFullWidth({ children }: { children?: ReactNode }) {
  return <FullWidthLayout>{children}</FullWidthLayout>;
}

export default SectionFullWidth;
