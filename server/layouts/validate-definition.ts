// The server refuses what the layout editor refuses: one validator, in schemas/layout/, for both.
export { validateDefinition } from "../../schemas/layout/validate-definition";
