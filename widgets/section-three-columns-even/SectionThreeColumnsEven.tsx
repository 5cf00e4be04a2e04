import type { ReactNode } from "react";
import { EvenColumnsLayout } from "../../src/ui/layout/Sections";

/** SectionThreeColumnsEven: three equal columns. */
export function SectionThreeColumnsEven(props: {
  left?: ReactNode;
  middle?: ReactNode;
  right?: ReactNode;
  breadcrumbs?: ReactNode;
}) {
  return (
    <EvenColumnsLayout columns={[props.left, props.middle, props.right]} breadcrumbs={props.breadcrumbs} />
  );
}

export default SectionThreeColumnsEven;
