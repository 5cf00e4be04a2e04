export {
  SchemaForm,
  type FormAlertProps,
  type FormRegistry,
  type FormServices,
  type SchemaFormProps,
} from "./SchemaForm";
export {
  groupedServerErrors,
  locateInBody,
  placeServerErrors,
  schemaHasPath,
  type LocateServerError,
  type PlacedServerErrors,
  type ServerFormError,
} from "./server-errors";
export {
  precompiledFormValidator,
  runtimeFormValidator,
  setRuntimeSchemaCompiler,
  type CompiledValidateFunction,
  type RuntimeSchemaCompiler,
} from "./validators";
export {
  importModule,
  servedFormValidator,
  type ModuleImporter,
  type ServedFormSchema,
  type ValidatorModule,
} from "./served-validator";
export { useLeaveGuard } from "./use-leave-guard";
