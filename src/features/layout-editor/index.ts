export { LayoutEditor, LAYOUTS_URL, type LayoutEditorProps } from "./LayoutEditor";
export { createEditorApi, type EditorApi } from "./editor-api";
