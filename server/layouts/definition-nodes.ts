// The definition-node helpers are shared with the layout editor: they live in schemas/layout/.
export * from "../../schemas/layout/definition-nodes";
