import type { HydratedLayoutResponse } from "../../../schemas/layout/node.schema";

let initial: { key: string; layout: HydratedLayoutResponse } | null = null;

/** Records the layout the server inlined for the first page, under its swr key. */
export function setInitialLayout(value: { key: string; layout: HydratedLayoutResponse } | null): void {
  initial = value;
}

/** The inlined first layout, if any. */
export function getInitialLayout(): { key: string; layout: HydratedLayoutResponse } | null {
  return initial;
}
