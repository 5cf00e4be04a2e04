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
  /** Per widget type, a loader of its precompiled validator (each its own chunk). */
  const validatorLoaders: Readonly<Record<string, () => Promise<PrecompiledValidator>>>;
  export default validatorLoaders;
}
