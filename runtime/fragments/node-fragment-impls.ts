import { createContext } from "react";
import type { FragmentImpls } from "./resolve-fragment";

/**
 * The `$fragmentImpls` of the layout node being rendered: a part inside a widget (a comment of the
 * comment thread) resolves its own fragment type against its node's impls first, then the site's
 * global ones (see Overridable). Each node sets it, so a nested node never inherits its parent's.
 */
export const NodeFragmentImplsContext = createContext<FragmentImpls | null>(null);
