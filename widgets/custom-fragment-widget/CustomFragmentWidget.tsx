import { use, useContext } from "react";
import { FragmentOverride } from "../../runtime/fragments/FragmentOverride";
import { FragmentImporterContext } from "../../runtime/fragments/fragment-importer-context";
import { loadPropsValidator, type ModuleImporter } from "../../runtime/fragments/load-fragment";
import { LayoutRuntimeContext } from "../../runtime/layout/layout-runtime";
import { LayoutErrorPanel } from "../../runtime/layout/LayoutErrorPanel";
import { ClientOnlyRender } from "../../runtime/layout/rendered-widgets";
import { validateProps, type PropsValidator } from "../../runtime/layout/validate-props";
import type { CustomFragmentWidgetProps } from "../../schemas/widgets/custom-fragment-widget.schema";

/** The built-in a standalone fragment replaces: nothing, so a failed fragment leaves only the notice. */
function Nothing() {
  return null;
}

type ValidatorOutcome = { validator: PropsValidator } | { error: unknown };

// One load per importer and URL for the page, so `use()` sees the same promise on every render; a
// validator that failed to load stays failed (the widget shows its layout error) until a reload.
const browserImporter = {};
const validatorOutcomes = new WeakMap<object, Map<string, Promise<ValidatorOutcome>>>();
function validatorOutcome(importModule: ModuleImporter | undefined, url: string): Promise<ValidatorOutcome> {
  const key = importModule ?? browserImporter;
  let byUrl = validatorOutcomes.get(key);
  if (!byUrl) validatorOutcomes.set(key, (byUrl = new Map()));
  let outcome = byUrl.get(url);
  if (!outcome) {
    outcome = loadPropsValidator(url, { importModule }).then(
      (validator) => ({ validator }),
      (error: unknown) => ({ error }),
    );
    byUrl.set(url, outcome);
  }
  return outcome;
}

/**
 * CustomFragmentWidget: renders `fragmentImpl`'s component with `fragmentProps` (and `Default`,
 * which renders nothing). For a widget type a fragment declares, `propsValidatorUrl` names the
 * module that checks `fragmentProps` against the declared schema first: invalid props render the
 * layout error panel, as a built-in's would. A fragment that fails shows "Error Loading Fragment"
 * to site managers (shell spec §8).
 */
export function CustomFragmentWidget({
  fragmentImpl,
  fragmentProps,
  propsValidatorUrl,
}: CustomFragmentWidgetProps) {
  const props = fragmentProps ?? {};
  if (!propsValidatorUrl) return <FragmentOverride impl={fragmentImpl} Default={Nothing} props={props} />;
  return <ValidatedFragment impl={fragmentImpl} props={props} validatorUrl={propsValidatorUrl} />;
}

/** Props of {@link ValidatedFragment}. */
interface ValidatedFragmentProps {
  impl: CustomFragmentWidgetProps["fragmentImpl"];
  props: Record<string, unknown>;
  validatorUrl: string;
}

/** Loads the props validator (suspending meanwhile), then renders the fragment or the errors. */
function ValidatedFragment({ impl, props, validatorUrl }: ValidatedFragmentProps) {
  const importModule = useContext(FragmentImporterContext);
  const debug = useContext(LayoutRuntimeContext)?.debug ?? false;
  // The server cannot import the validator: the browser checks and renders the fragment.
  if (typeof document === "undefined") throw new ClientOnlyRender("A custom fragment");
  const outcome = use(validatorOutcome(importModule, validatorUrl));
  if ("error" in outcome) {
    return (
      <LayoutErrorPanel
        componentName="CustomFragmentWidget"
        message={`The props validator ${validatorUrl} could not be loaded: ${String(outcome.error)}`}
        debug={debug}
      />
    );
  }
  const validation = validateProps(outcome.validator, props);
  if (!validation.ok) {
    return (
      <LayoutErrorPanel
        componentName="CustomFragmentWidget"
        message="The props of the custom fragment are not valid."
        errors={validation.errors}
        debug={debug}
      />
    );
  }
  return <FragmentOverride impl={impl} Default={Nothing} props={props} />;
}

export default CustomFragmentWidget;
