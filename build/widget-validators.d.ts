declare module "virtual:widget-validators" {
  /** A precompiled ajv validator: true when valid; errors on the function otherwise. */
  export interface PrecompiledValidator {
    (data: unknown): boolean;
    errors?: Array<{
      instancePath: string;
      message?: string;
      keyword: string;
      params: Record<string, unknown>;
    }> | null;
  }
  /** The widget types that have a validator. */
  export const validatorTypes: string[];
  const validators: Readonly<Record<string, PrecompiledValidator>>;
  export default validators;
}
