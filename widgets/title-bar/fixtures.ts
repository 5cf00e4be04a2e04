// Example props of the TitleBar widget, kept beside the component in the navigation feature.
export { titleBarFixtures } from "../../src/features/navigation/title-bar-fixtures";
