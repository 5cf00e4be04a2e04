import type { ReactNode } from "react";
import { ThreeColumnLayout } from "../../src/ui/layout/Sections";

/** SectionThreeColumns: a main column between two panels. */
export function SectionThreeColumns(props: {
  leftTop?: ReactNode;
  leftBottom?: ReactNode;
  middleTop?: ReactNode;
  middleBottom?: ReactNode;
  rightTop?: ReactNode;
  rightBottom?: ReactNode;
  breadcrumbs?: ReactNode;
}) {
  return <ThreeColumnLayout {...props} />;
}

export default SectionThreeColumns;
