// The `TitleBar` widget's component: the layout node's props are the navigation feature's title bar props.
export { TitleBar, TitleBar as default, type TitleBarProps } from "../../src/features/navigation";
