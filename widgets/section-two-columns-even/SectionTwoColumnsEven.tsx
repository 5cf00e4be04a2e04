import type { ReactNode } from "react";
import { EvenColumnsLayout } from "../../src/ui/layout/Sections";

/** SectionTwoColumnsEven: two equal columns. */
export function SectionTwoColumnsEven(props: {
  left?: ReactNode;
  right?: ReactNode;
  breadcrumbs?: ReactNode;
}) {
  return <EvenColumnsLayout columns={[props.left, props.right]} breadcrumbs={props.breadcrumbs} />;
}

export default SectionTwoColumnsEven;
