import { lazy, type ReactElement } from "react";

/** The question before a link leaves the form's unposted text, loaded when first asked. */
export const FormLeaveDraftDialog = lazy(() => import("./LeaveDraftDialog"));
import type { FormDraftKeeperProps } from "./FormDraftKeeper";

/** A form's draft keeper (the new discussion form), loaded only for members; generic over the form's values. */
export const FormDraftKeeper = lazy(() => import("./FormDraftKeeper")) as unknown as <V>(
  props: FormDraftKeeperProps<V>,
) => ReactElement;
