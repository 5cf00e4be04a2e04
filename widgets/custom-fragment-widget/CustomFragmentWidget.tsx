import { FragmentOverride } from "../../runtime/fragments/FragmentOverride";
import type { CustomFragmentWidgetProps } from "../../schemas/widgets/custom-fragment-widget.schema";

/** The built-in a standalone fragment replaces: nothing, so a failed fragment leaves only the notice. */
function Nothing() {
  return null;
}

/**
 * CustomFragmentWidget: renders `fragmentImpl`'s component with `fragmentProps` (and `Default`,
 * which renders nothing). A fragment that fails shows "Error Loading Fragment" (shell spec §8).
 */
export function CustomFragmentWidget({ fragmentImpl, fragmentProps }: CustomFragmentWidgetProps) {
  return <FragmentOverride impl={fragmentImpl} Default={Nothing} props={fragmentProps ?? {}} />;
}

export default CustomFragmentWidget;
