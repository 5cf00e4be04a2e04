// The widget props validator is shared with the layout editor: it lives in schemas/layout/.
export * from "../../schemas/layout/widget-validator";
