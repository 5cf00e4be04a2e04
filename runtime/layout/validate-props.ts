/** A precompiled (standalone) ajv validator. */
export interface PropsValidator {
  (data: unknown): boolean;
  errors?: Array<{
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }> | null;
}

/** One validation problem, by the path of the prop. */
export interface PropsError {
  path: string;
  message: string;
}

/** The outcome of validating a node's props. */
export type PropsValidation = { ok: true } | { ok: false; errors: PropsError[] };

/**
 * Validates props with a widget's precompiled validator. A widget without a validator is accepted:
 * fragments bring their own and may have none.
 */
export function validateProps(validator: PropsValidator | undefined, props: unknown): PropsValidation {
  if (!validator || validator(props)) return { ok: true };
  return {
    ok: false,
    errors: (validator.errors ?? []).map((error) => {
      const extra =
        error.keyword === "additionalProperties"
          ? String(error.params.additionalProperty)
          : error.keyword === "required"
            ? String(error.params.missingProperty)
            : "";
      const path = [error.instancePath.replace(/^\//, "").replace(/\//g, "."), extra]
        .filter(Boolean)
        .join(".");
      return { path: path || "(props)", message: error.message ?? error.keyword };
    }),
  };
}
