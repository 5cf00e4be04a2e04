declare module "virtual:form-validator/*" {
  /** A precompiled ajv validator: true when valid; its errors on the function otherwise. */
  export interface PrecompiledFormValidator {
    (data: unknown): boolean;
    errors?: unknown[] | null;
  }
  /** Per schema name of the schema module, its validator compiled at build time. */
  const validators: Readonly<Record<string, PrecompiledFormValidator>>;
  export default validators;
}
