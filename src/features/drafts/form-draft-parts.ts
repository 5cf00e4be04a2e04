import { lazy, type ReactElement } from "react";
import type { FormDraftKeeperProps } from "./FormDraftKeeper";

/** A form's draft keeper (the new discussion form), loaded only for members; generic over the form's values. */
export const FormDraftKeeper = lazy(() => import("./FormDraftKeeper")) as unknown as <V>(
  props: FormDraftKeeperProps<V>,
) => ReactElement;
