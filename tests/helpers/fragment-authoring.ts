/**
 * Test helper: what the app hands the dashboard's fragments manager (starter templates, widget
 * fixtures), for feature tests that may not import the app, fragments/ or widgets/ themselves.
 */
export { fragmentAuthoring } from "../../src/app/pages/fragment-authoring";
export { starterTemplate } from "../../fragments/templates/index";
