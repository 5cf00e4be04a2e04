import type { ReactNode } from "react";
import { TwoColumnLayout } from "../../src/ui/layout/Sections";

/** SectionTwoColumns: main column and side panel. */
export function SectionTwoColumns(props: {
  mainTop?: ReactNode;
  mainBottom?: ReactNode;
  secondaryTop?: ReactNode;
  secondaryBottom?: ReactNode;
  breadcrumbs?: ReactNode;
  isInverted?: boolean;
}) {
  return <TwoColumnLayout {...props} />;
}

export default SectionTwoColumns;
