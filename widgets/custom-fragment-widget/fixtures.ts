import type { CustomFragmentWidgetProps } from "../../schemas/widgets/custom-fragment-widget.schema";

/** Example hydrated props of CustomFragmentWidget: valid ones and edge cases. */
export const customFragmentWidgetFixtures: Record<string, CustomFragmentWidgetProps> = {
  withProps: {
    fragmentImpl: {
      fragmentUUID: "7a0d3c1e-0b7e-4c55-9d0c-2f9a1c3e5b10",
      fragmentRevisionUUID: "c1f1e9b2-5e2a-4d1f-8a7c-0e6b2d9f4a31",
      jsUrl:
        "/api/v2/fragments/7a0d3c1e-0b7e-4c55-9d0c-2f9a1c3e5b10/js?rev=c1f1e9b2-5e2a-4d1f-8a7c-0e6b2d9f4a31",
    },
    fragmentProps: { title: "Community events", items: ["Meetup", "AMA"] },
  },
  withoutProps: {
    fragmentImpl: {
      fragmentUUID: "0b5c2d6e-3f41-4a8e-b2c7-9d1e8f7a6b54",
      jsUrl: "/api/v2/fragments/0b5c2d6e-3f41-4a8e-b2c7-9d1e8f7a6b54/js",
    },
  },
  inlineCss: {
    fragmentImpl: {
      fragmentUUID: "e4a9f1b0-7c3d-4e26-8b5a-1d0c9e8f7a62",
      jsUrl: "/api/v2/fragments/e4a9f1b0-7c3d-4e26-8b5a-1d0c9e8f7a62/js",
      css: ".community-events { font-weight: 600; }",
    },
    fragmentProps: { title: "Styled inline" },
  },
  system: { fragmentImpl: { fragmentUUID: "system" } },
};
